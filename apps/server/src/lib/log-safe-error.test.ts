// @module-tag database-free
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { logSafeError } from './log-safe-error.ts';

describe('errors in the log', () => {
  it('keep the statement and the codes but none of the values a customer sent', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_phone_unique"'), {
      code: '23505',
      detail: 'Key (phone)=(0901234567) already exists.',
    });
    const failed = new DrizzleQueryError(
      'insert into "users" ("name", "phone", "tax_number") values ($1, $2, $3)',
      ['Nguyễn Văn An', '0901234567', '0312345678'],
      cause,
    );
    const logged = JSON.stringify(logSafeError(failed));
    for (const personal of ['Nguyễn Văn An', '0901234567', '0312345678']) expect(logged).not.toContain(personal);
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_phone_unique');
  });
});
