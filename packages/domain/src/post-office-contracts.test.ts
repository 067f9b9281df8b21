import { describe, expect, it } from 'vitest';
import { dropPointParamsSchema, NEARBY_LIMIT_DEFAULT, nearbyPostOfficesQuerySchema } from './post-office-contracts.ts';

const codesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the post office contracts', () => {
  it('read a point from the query text, ten offices unless asked', () => {
    expect(nearbyPostOfficesQuerySchema.parse({ latitude: '21.03', longitude: '105.83' })).toEqual({
      latitude: 21.03,
      longitude: 105.83,
      limit: NEARBY_LIMIT_DEFAULT,
    });
    expect(codesOf(nearbyPostOfficesQuerySchema.safeParse({ latitude: '21' }))).toEqual([
      ['longitude', 'validation_required'],
    ]);
    expect(nearbyPostOfficesQuerySchema.safeParse({ latitude: '21', longitude: '105', limit: '51' }).success).toBe(
      false,
    );
  });

  it('take province codes of letters and digits only', () => {
    expect(dropPointParamsSchema.safeParse({ origin: '79', destination: '01' }).success).toBe(true);
    expect(codesOf(dropPointParamsSchema.safeParse({ origin: '79', destination: 'Hà-Nội' }))).toEqual([
      ['destination', 'validation_invalid'],
    ]);
  });
});
