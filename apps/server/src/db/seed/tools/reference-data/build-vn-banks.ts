// Writes reference-data/vn-banks/ (the Vietnamese banks customers pay from with a domestic
// card or account) from the npm package vietnam-qr-pay, which keeps the NAPAS member list with
// each bank's BIN. The package is fetched from the registry into a temporary folder, not
// installed: the product reads only the derived CSV. Run again on a new release and commit:
//   npm run data:banks [-- <version>]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../../../config.ts';
import { toCsv } from './source-build.ts';

const PACKAGE = 'vietnam-qr-pay';
const DEFAULT_VERSION = '1.5.1';
const OUTPUT_DIR = path.join(REPO_ROOT, 'reference-data', 'vn-banks');
const COLUMNS = ['code', 'bin', 'short_name', 'name', 'swift_code'];

type UpstreamBank = {
  code: string;
  bin: string;
  name: string;
  shortName: string;
  swiftCode: string | null;
  vietQRStatus: number;
  deprecated?: boolean;
};

/**
 * Banks only (the list also has e-wallets, whose names do not start with "Ngân hàng"), each
 * with a NAPAS BIN (97xxxx), without the names the package keeps for renamed banks
 * (`deprecated`). Where a BIN still has two banks (DongA Bank and Vikki Bank), the one that
 * takes transfers today wins.
 */
export function selectBanks(upstream: UpstreamBank[]): UpstreamBank[] {
  const byBin = new Map<string, UpstreamBank>();
  for (const bank of upstream) {
    if (bank.deprecated || !/^97\d{4}$/.test(bank.bin) || !bank.name.startsWith('Ngân hàng')) continue;
    const kept = byBin.get(bank.bin);
    if (!kept || bank.vietQRStatus > kept.vietQRStatus) byBin.set(bank.bin, bank);
  }
  return [...byBin.values()].sort((a, b) => a.shortName.localeCompare(b.shortName, 'vi'));
}

function fetchPackage(version: string): string {
  const workDir = mkdtempSync(path.join(tmpdir(), 'vn-banks-'));
  const tarball = execFileSync('npm', ['pack', `${PACKAGE}@${version}`, '--silent'], { cwd: workDir })
    .toString()
    .trim();
  execFileSync('tar', ['xzf', tarball], { cwd: workDir });
  return workDir;
}

function build(version: string): void {
  const workDir = fetchPackage(version);
  try {
    const packageDir = path.join(workDir, 'package');
    const banksFile = path.join(packageDir, 'dist/constants/banks.js');
    const { Banks } = createRequire(import.meta.url)(banksFile) as { Banks: UpstreamBank[] };
    const banks = selectBanks(Banks);
    const rows = banks.map((bank) => ({
      code: bank.code,
      bin: bank.bin,
      short_name: bank.shortName,
      name: bank.name,
      swift_code: bank.swiftCode ?? '',
    }));
    rmSync(OUTPUT_DIR, { recursive: true, force: true });
    mkdirSync(OUTPUT_DIR, { recursive: true });
    writeFileSync(path.join(OUTPUT_DIR, 'vn_banks.csv'), toCsv(rows, COLUMNS));
    writeFileSync(path.join(OUTPUT_DIR, 'LICENSE-vietnam-qr-pay'), readFileSync(path.join(packageDir, 'LICENSE')));
    const sha = createHash('sha256').update(readFileSync(banksFile)).digest('hex').slice(0, 16);
    writeFileSync(path.join(OUTPUT_DIR, 'SOURCE.md'), sourceNotes(version, Banks.length, rows.length, sha));
    console.log(`vn-banks/vn_banks.csv: ${rows.length} rows (of ${Banks.length} upstream)`);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

function sourceNotes(version: string, upstreamRows: number, rows: number, sha: string): string {
  return `# vn-banks (derived extract)

Built on ${new Date().toISOString().slice(0, 10)} by \`npm run data:banks\`
(apps/server/src/db/seed/tools/reference-data/build-vn-banks.ts) from the npm package
[${PACKAGE}@${version}](https://www.npmjs.com/package/${PACKAGE}) (MIT, LICENSE-vietnam-qr-pay;
repo https://github.com/xuannghia/vietnam-qr-pay), file \`dist/constants/banks.js\`
(sha256, first 16 hex digits: ${sha}). The seed reads this file into the \`banks\` table; the
order screen's bank picker and \`GET /v1/paymentcards\` answer it.

| file | rows | derived from, how |
|---|---|---|
| vn_banks.csv | ${rows} | of ${upstreamRows} entries: banks only (name starts with "Ngân hàng"), with a NAPAS BIN (97xxxx), not marked deprecated (old names of renamed banks), one per BIN (the one taking transfers); columns code, bin, shortName, name, swiftCode |

\`code\` is the bank's short code as NAPAS/VietQR use it (VCB, CTG, BIDV, NVB...). The data has no
logos; the screen draws each bank's initials.
`;
}

build(process.argv[2] ?? DEFAULT_VERSION);
