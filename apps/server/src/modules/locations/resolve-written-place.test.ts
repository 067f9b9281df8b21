import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type PlaceReading, resolveWrittenPlace, type WrittenPlace } from './resolve-written-place.ts';

/*
 * A place written in an imported sheet's cells (issue 37) to the ward it names, on the seeded
 * divisions of 2025 and the official crosswalk from the old wards.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const resolve = (place: Partial<WrittenPlace>) =>
  resolveWrittenPlace(t.db, { ward: '', district: '', province: '', ...place }, 'vi');
const wardOf = (reading: PlaceReading) => ('location' in reading ? reading.location.village.value : reading.problem);

describe('a written place to its ward', () => {
  it('finds today’s ward by its name within its province, with or without accents and kinds', async () => {
    expect(wardOf(await resolve({ ward: 'Phường Ba Đình', province: 'Thành phố Hà Nội' }))).toBe('00004');
    expect(wardOf(await resolve({ ward: 'ba dinh', province: 'HA NOI' }))).toBe('00004');
    expect(wardOf(await resolve({ ward: 'giảng võ', province: 'TP. Hà Nội' }))).toBe('00025');
    const reading = await resolve({ ward: 'Ba Đình', province: 'Hà Nội' });
    expect('location' in reading && reading.location.formattedAddress).toMatch(/Ba Đình.*Hà Nội/);
  });

  it('says which unit it could not find: a province, or a ward not in the province named', async () => {
    expect(wardOf(await resolve({ ward: 'Ba Đình', province: 'Atlantis' }))).toEqual({
      unit: 'province',
      reason: 'unknown',
    });
    expect(wardOf(await resolve({ ward: 'Ba Đình', province: 'Cao Bằng' }))).toEqual({
      unit: 'ward',
      reason: 'unknown',
    });
    expect(wardOf(await resolve({ ward: '', province: 'Hà Nội' }))).toEqual({ unit: 'ward', reason: 'unknown' });
  });

  it('converts an old address with its district to the ward it became', async () => {
    const old = { ward: 'Phường Trúc Bạch', district: 'Quận Ba Đình', province: 'Thành phố Hà Nội' };
    expect(wardOf(await resolve(old))).toBe('00004');
  });

  it('calls an old ward split between new wards ambiguous, and an unknown old district unknown', async () => {
    const split = { ward: 'Phường Cống Vị', district: 'Quận Ba Đình', province: 'Hà Nội' };
    expect(wardOf(await resolve(split))).toEqual({ unit: 'ward', reason: 'ambiguous' });
    const nowhere = { ward: 'Phường Trúc Bạch', district: 'Quận Không Có', province: 'Hà Nội' };
    expect(wardOf(await resolve(nowhere))).toEqual({ unit: 'district', reason: 'unknown' });
  });
});
