import { KOREA_COUNTRY } from '@skyparcel/domain/location-id';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { type DivisionRow, findDivision } from './location-repository.ts';

/** A Korean division to search in: all of Korea, a sido, a si/gun/gu or an eup/myeon/dong. */
export type KoreanDivisionScope = { province?: DivisionRow; district?: DivisionRow; village?: DivisionRow };

/**
 * "1", "1-11", "1-11-11010" or "1-11-11010-1101053" to its divisions, each inside the one
 * before it. Anything else (another country, an unknown code, parts that do not belong
 * together) is KOREAN_DIVISION_NOT_FOUND.
 */
export async function resolveKoreanDivision(db: Database, locId: string): Promise<KoreanDivisionScope> {
  const [country, provinceCode, districtCode, villageCode] = locId.split('-');
  if (country !== KOREA_COUNTRY) throw new AppError('KOREAN_DIVISION_NOT_FOUND');
  const [province, district, village] = await Promise.all([
    provinceCode ? findDivision(db, country, 'province', provinceCode) : undefined,
    districtCode ? findDivision(db, country, 'district', districtCode) : undefined,
    villageCode ? findDivision(db, country, 'village', villageCode) : undefined,
  ]);
  const isConsistent =
    (!provinceCode || province) &&
    (!districtCode || district?.parentCode === province?.code) &&
    (!villageCode || (district && village?.parentCode === district.code));
  if (!isConsistent) throw new AppError('KOREAN_DIVISION_NOT_FOUND');
  return { province, district, village };
}
