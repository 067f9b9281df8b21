import type { divisions, legacyVnWards } from '../../schema/locations.ts';
import { readCsv } from './read-csv.ts';
import { searchKeyOf } from './search-key.ts';

type DivisionRow = typeof divisions.$inferInsert;
export const VN_COUNTRY = '0';
export const VN_DIVISION_FILES = [
  'vn-admin-2025/vn_provinces_2025.csv',
  'vn-admin-2025/vn_wards_2025.csv',
  'vn-admin-legacy/vn_legacy_wards_approx.csv',
] as const;

/** Vietnam's 2025 structure: provinces and wards, no district level (docs/decisions/places.md). */
export function readVnDivisions(referenceDataDir: string): DivisionRow[] {
  const provinces = readCsv(referenceDataDir, VN_DIVISION_FILES[0]).map((row) => toDivision(row, 'province', ''));
  const wards = readCsv(referenceDataDir, VN_DIVISION_FILES[1]).map((row) =>
    toDivision(row, 'village', row.province_code),
  );
  return [...provinces, ...wards];
}

/** Both files share their name and point columns; a ward's parent is its province. */
function toDivision(row: Record<string, string>, level: DivisionRow['level'], provinceCode: string): DivisionRow {
  return {
    country: VN_COUNTRY,
    level,
    code: row.code,
    parentCode: provinceCode,
    provinceCode: provinceCode || row.code,
    nameLocal: row.name,
    nameEn: row.name_en,
    fullNameLocal: row.full_name,
    fullNameEn: row.full_name_en,
    lat: Number(row.lat),
    lng: Number(row.lng),
    searchKey: searchKeyOf(row.name, row.name_en),
  };
}

export function readLegacyVnWards(referenceDataDir: string): (typeof legacyVnWards.$inferInsert)[] {
  return readCsv(referenceDataDir, VN_DIVISION_FILES[2]).map((row) => ({
    code: row.code,
    name: row.name,
    fullName: row.full_name,
    districtCode: row.district_code,
    districtFullName: row.district_full_name,
    provinceCode: row.province_code,
    provinceFullName: row.province_full_name,
    newWardCodes: row.new_ward_codes_2025.split('|').filter(Boolean),
    newProvinceCode: row.new_province_code_2025,
  }));
}
