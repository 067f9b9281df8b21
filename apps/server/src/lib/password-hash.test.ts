// @module-tag database-free
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createPasswordHasher, hashPassword, verifyPassword } from './password-hash.ts';

describe('password hashing', () => {
  it('hashes at scrypt N = 2^15 (32 MiB) unless configured, and a hash carries its cost', async () => {
    const { passwordHashCost } = loadConfig({});
    expect(passwordHashCost).toBe(15);
    const stored = await createPasswordHasher(passwordHashCost).hash('Start1234');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '1']);
    expect(await verifyPassword('Start1234', stored)).toBe(true);
    expect(await verifyPassword('Start1235', stored)).toBe(false);
  });

  it('verifies a cheaper test hash and a production one alike, whatever the cost now set', async () => {
    const test = createPasswordHasher(10);
    const production = await hashPassword('Đổi mật khẩu 1');
    expect(await test.verify('Đổi mật khẩu 1', production)).toBe(true);
    expect((await test.hash('x')).split('$')[1]).toBe('1024');
  });

  it('takes a lower cost only under NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '10' })).toThrow(/PASSWORD_HASH_COST: below 15 only for tests/);
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST/);
    expect(loadConfig({ PASSWORD_HASH_COST: '16' }).passwordHashCost).toBe(16);
  });
});
