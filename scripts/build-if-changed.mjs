#!/usr/bin/env node
/*
 * `npm start` (and the browser tests' server) build the web app and the server bundle only when
 * something their build reads has changed since the last build. The inputs are hashed by content
 * (paths and bytes, not times, so a fresh clone of the same commit matches), and the hash is
 * written into the build's `.build-stamp` after a successful build. Prints one line per build
 * saying which it did, and the build's own output only when it fails.
 *
 * Usage: node scripts/build-if-changed.mjs [web] [server] [--force]   (both when none is named)
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the server bundle's entry is, for every script that starts the server. */
export const SERVER_BUNDLE = path.join(root, 'apps/server/dist/server.js');

const SHARED_INPUTS = ['packages/domain/src', 'packages/domain/package.json', 'package-lock.json'];

/** Each build: what it reads, where its output and stamp go, and the command that makes it. */
const BUILDS = {
  web: {
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/scripts',
      'apps/web/vite.config.ts',
      'apps/web/postcss.config.cjs',
      'apps/web/tsconfig.json',
      'apps/web/package.json',
      ...SHARED_INPUTS,
    ],
    distDir: 'apps/web/dist',
    output: 'index.html',
    command: [process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '-w', '@skyparcel/web']],
  },
  server: {
    inputs: ['apps/server/src', 'apps/server/package.json', 'scripts/build-server.mjs', ...SHARED_INPUTS],
    distDir: 'apps/server/dist',
    output: 'server.js',
    command: [process.execPath, ['scripts/build-server.mjs']],
  },
};

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

function hashInputs(inputs) {
  const hash = createHash('sha256');
  const files = inputs
    .flatMap(filesUnder)
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return { digest: hash.digest('hex'), fileCount: files.length };
}

function readStamp(stampFile) {
  try {
    return readFileSync(stampFile, 'utf8').trim();
  } catch {
    return null;
  }
}

/** Builds `name` (web or server) unless its stamp matches its inputs; exits the process on failure. */
export function buildIfChanged(name, { force = false } = {}) {
  const { inputs, distDir, output, command } = BUILDS[name];
  const stampFile = path.join(root, distDir, '.build-stamp');
  const { digest, fileCount } = hashInputs(inputs);
  const hasBuild = existsSync(path.join(root, distDir, output));
  if (!force && hasBuild && readStamp(stampFile) === digest) {
    console.log(`${name} build: up to date (${fileCount} inputs unchanged), skipping the build`);
    return;
  }
  console.log(`${name} build: building (${force ? 'forced' : hasBuild ? 'inputs changed' : 'no build yet'})`);
  const [program, args] = command;
  const started = Date.now();
  // Quiet when it works (a web build lists some 600 assets); everything it said when it does not.
  const build = spawnSync(program, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    console.error(`${name} build: failed`);
    process.exit(build.status ?? 1);
  }
  writeFileSync(stampFile, `${digest}\n`);
  console.log(`${name} build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  for (const name of named) if (!BUILDS[name]) throw new Error(`unknown build ${name}: web or server`);
  const force = process.argv.includes('--force');
  for (const name of named.length ? named : Object.keys(BUILDS)) buildIfChanged(name, { force });
}
