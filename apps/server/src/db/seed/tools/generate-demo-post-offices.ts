// Writes seed/data/demo-post-offices.csv: SkyParcel's demo network of post offices.
// No open data set of Vietnam Post or Korea Post offices was found when the reference data
// was gathered, so the demo places offices at ward/dong points of the division data: one per
// Vietnamese province and Korean sido, five in the biggest cities. Real networks are
// loaded with `npm run post-offices:import -- <file.csv>`.
// Run: node --import tsx apps/server/src/db/seed/tools/generate-demo-post-offices.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../../config.ts';
import { readKrDivisions } from '../reference/kr-divisions.ts';
import { readCsv } from '../reference/read-csv.ts';
import { readVnDivisions } from '../reference/vn-divisions.ts';

const BIG_CITIES = new Set(['01', '79', '48', '11', '21', '23']);
const config = loadConfig();
const vn = readVnDivisions(config.referenceDataDir);
const kr = readKrDivisions(config.referenceDataDir);
const rows: string[][] = [];

// Offices go to the smallest urban wards: the dense centre of each city (the 2025 provinces
// merged cities with their hinterland, so code order would put Hồ Chí Minh's offices in Bình Dương).
const wardArea = new Map(
  readCsv(config.referenceDataDir, 'vn-admin-2025/vn_wards_2025.csv').map((row) => [row.code, Number(row.area_km2)]),
);
const bySize = (a: { code: string }, b: { code: string }) => (wardArea.get(a.code) ?? 0) - (wardArea.get(b.code) ?? 0);

for (const province of vn.filter((d) => d.level === 'province')) {
  const wards = vn.filter((d) => d.level === 'village' && d.parentCode === province.code);
  const urban = wards.filter((w) => w.fullNameLocal.startsWith('Phường'));
  const picks = [...(urban.length ? urban : wards)].sort(bySize).slice(0, BIG_CITIES.has(province.code) ? 5 : 1);
  picks.forEach((ward, index) => {
    rows.push([
      `VN${province.code}${String(index + 1).padStart(3, '0')}`,
      `Bưu cục SkyParcel ${ward.nameLocal}`,
      `${ward.fullNameLocal}, ${province.fullNameLocal}`,
      '0',
      province.code,
      '0',
      ward.code,
      ward.lat.toFixed(6),
      ward.lng.toFixed(6),
      '07:30',
      '19:00',
      `1900272727`,
    ]);
  });
}

for (const sido of kr.filter((d) => d.level === 'province')) {
  const districts = kr.filter((d) => d.level === 'district' && d.parentCode === sido.code);
  districts.slice(0, BIG_CITIES.has(sido.code) ? 5 : 1).forEach((district, index) => {
    const dong = kr.find((d) => d.level === 'village' && d.parentCode === district.code);
    if (!dong) return;
    rows.push([
      `KR${sido.code}${String(index + 1).padStart(3, '0')}`,
      `SkyParcel ${district.nameLocal} 센터`,
      `${sido.nameLocal} ${district.nameLocal} ${dong.nameLocal}`,
      '1',
      sido.code,
      district.code,
      dong.code,
      dong.lat.toFixed(6),
      dong.lng.toFixed(6),
      '09:00',
      '18:00',
      '15331119',
    ]);
  });
}

const header =
  'code,name,address,country,province,district,village,latitude,longitude,work_hour_start,work_hour_end,phone';
const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../data/demo-post-offices.csv');
writeFileSync(out, `${[header, ...rows.map((row) => row.map(quote).join(','))].join('\n')}\n`);
console.log(`wrote ${rows.length} post offices to ${out}`);
