#!/usr/bin/env node
/*
 * `npm start` builds the web app only when something the build reads has changed since the last
 * build. The inputs are hashed by content (paths and bytes, not times, so a fresh clone of the
 * same commit matches), and the hash is written into apps/web/dist/.build-stamp after a
 * successful build. Prints one line saying which it did. `--force` always builds.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'apps/web/dist');
const stampFile = path.join(distDir, '.build-stamp');

/** What the web build reads: its sources and settings, the shared domain code, the locked dependencies. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.cjs',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
];

// Tests and editor litter do not change what the build writes.
const isIgnored = (name) => /\.test\.[cm]?[jt]sx?$/.test(name) || name === '.DS_Store' || name.endsWith('~');

function filesUnder(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !isIgnored(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

function hashWebInputs() {
  const hash = createHash('sha256');
  const files = INPUTS.flatMap(filesUnder)
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return { digest: hash.digest('hex'), fileCount: files.length };
}

function readStamp() {
  try {
    return readFileSync(stampFile, 'utf8').trim();
  } catch {
    return null;
  }
}

function main() {
  const { digest, fileCount } = hashWebInputs();
  const isForced = process.argv.includes('--force');
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (!isForced && hasBuild && readStamp() === digest) {
    console.log(`web build: up to date (${fileCount} inputs unchanged), skipping the build`);
    return;
  }
  const reason = isForced ? 'forced' : hasBuild ? 'inputs changed' : 'no build yet';
  console.log(`web build: building (${reason})`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, `${digest}\n`);
}

main();
