import { describe, expect, it } from 'vitest';
import { looksLikeRoadName } from './korean-road-names.ts';

describe('looksLikeRoadName', () => {
  it.each(['사직로', '세종대로', '사직로8길', '사직로 8길 4', 'Sajik-ro', 'sejong-daero 175', 'Sajik-ro 8-gil'])(
    '%s is a road name',
    (query) => expect(looksLikeRoadName(query)).toBe(true),
  );

  it.each(['03028', '사직동', '종로구', '서울특별시', 'Sajik-dong', 'Jongno-gu', ''])('%s is not', (query) =>
    expect(looksLikeRoadName(query)).toBe(false),
  );
});
