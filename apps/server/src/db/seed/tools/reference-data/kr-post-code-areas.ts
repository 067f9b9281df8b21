import { readFileSync } from 'node:fs';
import path from 'node:path';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { districtFixes } from '../../reference/kr-divisions.ts';
import { KR_POST_CODE_COLUMNS, KR_POST_CODE_FILE } from '../../reference/kr-post-codes.ts';
import { readCsv } from '../../reference/read-csv.ts';
import { type BuiltFile, toCsv } from './source-build.ts';

/** The division data the post codes are placed in; it sits beside the post code folder. */
const KOSTAT_FOLDER = 'kr-admin-kostat2018';
const DONG_BOUNDARIES = 'skorea-submunicipalities-2018-topo-simple.json';
const POST_CODES = 'kr_postcodes_geonames.csv';

type Dong = { code: string; name: string; lat: number; lng: number; shape?: Feature<Polygon | MultiPolygon> };
type Placement = 'by its eup/myeon name' | 'inside the dong boundary' | 'at the nearest dong point';

/**
 * GeoNames' Korean post codes, each placed in a KOSTAT eup/myeon/dong, so that the division
 * tables (with their current names and moves: 강원특별자치도, 군위군 in 대구광역시) name it:
 * the si/gun/gu by name within the sido (미추홀구 through our corrections), then the eup/myeon
 * GeoNames names, else the dong whose boundary holds the code's point, else the nearest dong
 * point of that si/gun/gu. Rows of one code in one dong are merged.
 */
export function buildKrPostCodeAreas(sourceDir: string): BuiltFile[] {
  const kostatDir = path.join(path.dirname(path.resolve(sourceDir)), KOSTAT_FOLDER);
  const findSigungu = sigunguFinder(kostatDir);
  const dongsOf = dongsBySigungu(kostatDir);
  const placements = new Map<Placement, number>();
  const areas = new Map<string, Record<string, string>>();

  for (const row of readCsv(sourceDir, POST_CODES)) {
    const sigungu = findSigungu(row.state, row.province);
    const point = { lat: Number(row.latitude), lng: Number(row.longitude) };
    const [dong, placement] = placeInDong(dongsOf.get(sigungu) ?? [], row.community, point);
    placements.set(placement, (placements.get(placement) ?? 0) + 1);
    const key = `${row.zipcode}/${dong.code}`;
    if (areas.has(key)) continue;
    areas.set(key, { post_code: row.zipcode, village_code: dong.code, lat: row.latitude, lng: row.longitude });
  }

  const rows = [...areas.values()].sort(
    (a, b) => a.post_code.localeCompare(b.post_code) || a.village_code.localeCompare(b.village_code),
  );
  const counts = [...placements].map(([how, count]) => `${count} ${how}`).join(', ');
  return [
    {
      file: KR_POST_CODE_FILE,
      content: toCsv(rows, [...KR_POST_CODE_COLUMNS]),
      rows: rows.length,
      inputs: [
        path.join(sourceDir, POST_CODES),
        ...['kr_sido_2018.csv', 'kr_sigungu_2018.csv', 'kr_eupmyeondong_2018.csv', DONG_BOUNDARIES].map((file) =>
          path.join(kostatDir, file),
        ),
      ],
      howDerived:
        `${POST_CODES}: each row placed in a KOSTAT 2018 eup/myeon/dong (${KOSTAT_FOLDER}): si/gun/gu by sido and ` +
        `name, then ${counts}; rows of one code in one dong merged (the first point kept)`,
    },
  ];
}

/** (sido name, si/gun/gu name) to the KOSTAT si/gun/gu code; Sejong has no si/gun/gu in GeoNames. */
function sigunguFinder(kostatDir: string) {
  const sidoCodes = new Map<string, string>();
  for (const sido of readCsv(kostatDir, 'kr_sido_2018.csv')) {
    sidoCodes.set(sido.name, sido.kostat_code);
    sidoCodes.set(sido.name_current, sido.kostat_code);
  }
  const byName = new Map<string, string>();
  const childrenOf = new Map<string, string[]>();
  for (const sigungu of readCsv(kostatDir, 'kr_sigungu_2018.csv')) {
    for (const name of [sigungu.name, districtFixes[sigungu.kostat_code]?.name]) {
      if (name) byName.set(`${sigungu.kostat_sido_code}/${withoutSpaces(name)}`, sigungu.kostat_code);
    }
    childrenOf.set(sigungu.kostat_sido_code, [
      ...(childrenOf.get(sigungu.kostat_sido_code) ?? []),
      sigungu.kostat_code,
    ]);
  }
  return (sidoName: string, sigunguName: string): string => {
    const sido = sidoCodes.get(sidoName);
    if (!sido) throw new Error(`post codes: unknown sido ${sidoName}`);
    const only = childrenOf.get(sido) ?? [];
    const code = sigunguName ? byName.get(`${sido}/${withoutSpaces(sigunguName)}`) : only.length === 1 ? only[0] : '';
    if (!code) throw new Error(`post codes: no si/gun/gu "${sigunguName}" in ${sidoName}`);
    return code;
  };
}

function dongsBySigungu(kostatDir: string): Map<string, Dong[]> {
  const topology = JSON.parse(readFileSync(path.join(kostatDir, DONG_BOUNDARIES), 'utf8')) as Topology;
  const [object] = Object.values(topology.objects) as GeometryCollection<{ code: string }>[];
  const shapes = new Map<string, Feature<Polygon | MultiPolygon>>();
  const collection = feature(topology, object) as { features: Feature<Polygon | MultiPolygon, { code: string }>[] };
  for (const shape of collection.features) shapes.set(shape.properties.code, shape);

  const bySigungu = new Map<string, Dong[]>();
  for (const row of readCsv(kostatDir, 'kr_eupmyeondong_2018.csv')) {
    const dong = { code: row.kostat_code, name: row.name, lat: Number(row.lat), lng: Number(row.lng) };
    const list = bySigungu.get(row.kostat_sigungu_code) ?? [];
    list.push({ ...dong, shape: shapes.get(row.kostat_code) });
    bySigungu.set(row.kostat_sigungu_code, list);
  }
  return bySigungu;
}

function placeInDong(dongs: Dong[], eupMyeon: string, point: { lat: number; lng: number }): [Dong, Placement] {
  if (dongs.length === 0) throw new Error('post codes: a si/gun/gu without eup/myeon/dong');
  const named = eupMyeon ? dongs.find((dong) => dong.name === eupMyeon) : undefined;
  if (named) return [named, 'by its eup/myeon name'];
  const inside = dongs.find((dong) => dong.shape && booleanPointInPolygon([point.lng, point.lat], dong.shape));
  if (inside) return [inside, 'inside the dong boundary'];
  // Simplified boundaries leave slivers along coasts and borders: the nearest point decides.
  const distance = (dong: Dong) =>
    ((dong.lng - point.lng) * Math.cos((point.lat * Math.PI) / 180)) ** 2 + (dong.lat - point.lat) ** 2;
  const nearest = dongs.reduce((best, dong) => (distance(dong) < distance(best) ? dong : best));
  return [nearest, 'at the nearest dong point'];
}

function withoutSpaces(name: string): string {
  return name.replace(/\s+/g, '');
}
