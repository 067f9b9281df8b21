import type { divisions } from '../../schema/locations.ts';
import corrections from '../data/kr-division-corrections.json' with { type: 'json' };
import { readCsv } from './read-csv.ts';
import { koreanSearchKeyOf } from './search-key.ts';

type DivisionRow = typeof divisions.$inferInsert;
type Correction = { name?: string; nameEn?: string; parentCode?: string };
export const KR_COUNTRY = '1';
export const KR_DIVISION_FILES = [
  'kr-admin-kostat2018/kr_sido_2018.csv',
  'kr-admin-kostat2018/kr_sigungu_2018.csv',
  'kr-admin-kostat2018/kr_eupmyeondong_2018.csv',
] as const;

const provinceFixes: Record<string, Correction> = corrections.provinces;
/** Renames and moves of si/gun/gu since 2018, by KOSTAT code (also used to place post codes). */
export const districtFixes: Record<string, Correction> = corrections.districts;

/**
 * Korea's sido, si/gun/gu and eup/myeon/dong from the 2018 KOSTAT boundaries, with current
 * names and the moves since then (seed/data/kr-division-corrections.json). Codes are KOSTAT's.
 */
export function readKrDivisions(referenceDataDir: string): DivisionRow[] {
  const provinces = readCsv(referenceDataDir, KR_DIVISION_FILES[0]).map((row) =>
    krRow('province', row.kostat_code, '', row.kostat_code, row.name_current, row.name_en, row, provinceFixes),
  );
  const districts = readCsv(referenceDataDir, KR_DIVISION_FILES[1]).map((row) => {
    const parent = districtFixes[row.kostat_code]?.parentCode ?? row.kostat_sido_code;
    return krRow('district', row.kostat_code, parent, parent, row.name, row.name_en, row, districtFixes);
  });
  const provinceOfDistrict = new Map(districts.map((d) => [d.code, d.provinceCode]));
  const villages = readCsv(referenceDataDir, KR_DIVISION_FILES[2]).map((row) => {
    const province = provinceOfDistrict.get(row.kostat_sigungu_code) ?? row.kostat_sido_code;
    return krRow('village', row.kostat_code, row.kostat_sigungu_code, province, row.name, row.name_en, row, {});
  });
  return [...provinces, ...districts, ...villages];
}

function krRow(
  level: DivisionRow['level'],
  code: string,
  parentCode: string,
  provinceCode: string,
  name: string,
  nameEn: string,
  row: Record<string, string>,
  fixes: Record<string, Correction>,
): DivisionRow {
  const fix = fixes[code] ?? {};
  const nameLocal = fix.name ?? name;
  const english = fix.nameEn ?? nameEn;
  return {
    country: KR_COUNTRY,
    level,
    code,
    parentCode,
    provinceCode,
    nameLocal,
    nameEn: english,
    fullNameLocal: nameLocal,
    fullNameEn: english,
    lat: Number(row.lat),
    lng: Number(row.lng),
    searchKey: koreanSearchKeyOf(nameLocal, english),
  };
}
