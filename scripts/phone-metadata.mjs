// Writes the phone metadata the product ships: libphonenumber-js's full ("max") metadata cut down to
// the two countries whose numbers we take (+84 Vietnam, +82 Korea), about 2 KB instead of 150 KB,
// so validating and formatting phones costs the web's first load almost nothing.
// Run after upgrading libphonenumber-js: npm run data:phones (phone.test.ts fails until then).

import { copyFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const COUNTRIES = { 84: 'VN', 82: 'KR' };
const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('libphonenumber-js/package.json'));
const { version } = require('libphonenumber-js/package.json');
const full = require('libphonenumber-js/metadata.max.json');
const outDir = path.resolve(import.meta.dirname, '../packages/domain/src/phone-metadata');

export function phoneMetadataSubset(metadata) {
  return {
    version: metadata.version,
    country_calling_codes: Object.fromEntries(Object.entries(COUNTRIES).map(([code, country]) => [code, [country]])),
    countries: Object.fromEntries(Object.values(COUNTRIES).map((country) => [country, metadata.countries[country]])),
    nonGeographic: {},
  };
}

if (import.meta.filename === process.argv[1]) {
  writeFileSync(path.join(outDir, 'vn-kr.json'), `${JSON.stringify(phoneMetadataSubset(full))}\n`);
  copyFileSync(path.join(packageDir, 'LICENSE.Apache'), path.join(outDir, 'LICENSE-Apache-2.0'));
  writeFileSync(
    path.join(outDir, 'SOURCE.md'),
    `# Phone number metadata, Vietnam and Korea

\`vn-kr.json\` is written by \`npm run data:phones\` (\`scripts/phone-metadata.mjs\`): the entries for
${Object.values(COUNTRIES).join(' and ')} (calling codes ${Object.keys(COUNTRIES)
      .map((code) => `+${code}`)
      .join(', ')}) of
\`metadata.max.json\` in libphonenumber-js ${version} (MIT, https://www.npmjs.com/package/libphonenumber-js),
unchanged. That metadata is derived from Google's libphonenumber
(https://github.com/google/libphonenumber), Copyright Google Inc., under the Apache License 2.0
(\`LICENSE-Apache-2.0\`, copied from the package).
`,
  );
  console.log(`phone metadata: ${Object.values(COUNTRIES).join(', ')} from libphonenumber-js ${version}`);
}
