import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '../../config.ts';
import { MIGRATIONS_DIR, RUNS_FROM_SOURCE, SERVER_ROOT } from '../../paths.ts';
import { type DatabaseHandle, openDatabase } from '../client.ts';

/*
 * A new embedded database needs PostgreSQL's initdb (PGlite runs it in WebAssembly), the
 * migrations and the reference data: several seconds of CPU that give the same result every
 * time for one PGlite release, migration set and reference data release. So that work is done
 * once, in a child process (while the server loads the application; all its memory goes back to
 * the system when it exits), into a template kept in a cache folder, and every new database is a
 * copy of the template; the server then only adds what changes (site content, catalogue, tariffs,
 * flights from today, demo data). Folders are built beside their place and renamed into it, so
 * an interrupted start leaves no half-made database or template behind.
 */

/** Raise when what a template holds changes without its inputs changing. */
const TEMPLATE_VERSION = '1';
/** Templates of other inputs older than this are removed when a new one is made. */
const STALE_TEMPLATE_MS = 60 * 60_000;

type TemplateConfig = Pick<AppConfig, 'database' | 'embeddedTemplateDir' | 'referenceDataDir'>;

/** Opens the configured database, creating a new embedded one first (see above). */
export async function openConfiguredDatabase(
  config: TemplateConfig,
  options: Parameters<typeof openDatabase>[1] = {},
): Promise<DatabaseHandle> {
  if (config.database.kind === 'pglite' && config.database.dataDir) {
    await createEmbeddedDatabase(config.database.dataDir, config);
  }
  return openDatabase(config.database, options);
}

/**
 * Fills `dataDir` with a copy of the template (made first when missing) or, without a template
 * folder, builds the starting point there directly. Answers false, doing nothing, when `dataDir`
 * holds anything already (a database: PGlite resumes it).
 */
export async function createEmbeddedDatabase(
  dataDir: string,
  config: Pick<TemplateConfig, 'embeddedTemplateDir' | 'referenceDataDir'>,
): Promise<boolean> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const template = config.embeddedTemplateDir
    ? await cachedTemplate(config.embeddedTemplateDir, config.referenceDataDir)
    : null;
  await buildInPlace(dataDir, async (building) => {
    // A copy-on-write clone where the file system offers one, a plain copy elsewhere.
    if (template) cpSync(template, building, { recursive: true, mode: constants.COPYFILE_FICLONE });
    else await buildTemplate(building, config.referenceDataDir);
  });
  return true;
}

/** The template for today's inputs, made when missing; null when the cache folder cannot take it. */
async function cachedTemplate(cacheDir: string, referenceDataDir: string): Promise<string | null> {
  const template = path.join(cacheDir, `embedded-${await templateKey(referenceDataDir)}`);
  if (existsSync(path.join(template, 'PG_VERSION'))) return template;
  try {
    mkdirSync(cacheDir, { recursive: true });
    await buildInPlace(template, (building) => buildTemplate(building, referenceDataDir));
    removeStaleTemplates(cacheDir, template);
    return template;
  } catch (error) {
    if (error instanceof BuildFailed) throw error;
    // A read-only checkout, or another server made it at the same moment: without a template
    // the database is built in place.
    return existsSync(path.join(template, 'PG_VERSION')) ? template : null;
  }
}

/** What a template is made of: PGlite's release, the migrations, the reference data release. */
async function templateKey(referenceDataDir: string): Promise<string> {
  const { referenceDataVersions } = await import('./reference/seed-reference-data.ts');
  const versions = referenceDataVersions(referenceDataDir);
  const hash = createHash('sha256').update(TEMPLATE_VERSION).update(pgliteVersion());
  const migrations = readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .concat(path.join('meta', '_journal.json'));
  for (const file of migrations) hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  return hash.update(Object.values(versions).join()).digest('hex').slice(0, 16);
}

function removeStaleTemplates(cacheDir: string, current: string): void {
  for (const entry of readdirSync(cacheDir)) {
    const folder = path.join(cacheDir, entry);
    if (folder === current || !entry.startsWith('embedded-')) continue;
    if (Date.now() - statSync(folder).mtimeMs > STALE_TEMPLATE_MS) rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Fills `${target}.building-<pid>` with `build`, then renames it to `target` (a missing or empty
 * folder). What a start stopped half-way (Ctrl-C) left beside `target` is removed first.
 */
async function buildInPlace(target: string, build: (building: string) => Promise<void>): Promise<void> {
  removeAbandonedBuilds(target);
  const building = `${target}.building-${process.pid}`;
  try {
    await build(building);
    if (existsSync(target)) rmdirSync(target);
    renameSync(building, target);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

function removeAbandonedBuilds(target: string): void {
  const prefix = `${path.basename(target)}.building-`;
  for (const entry of readdirSync(path.dirname(target))) {
    if (!entry.startsWith(prefix)) continue;
    const pid = Number(entry.slice(prefix.length));
    if (pid !== process.pid && isRunning(pid)) continue;
    rmSync(path.join(path.dirname(target), entry), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

class BuildFailed extends Error {}

/** build-embedded-template in a child process: its bundle, or its source with the TypeScript loader. */
function buildTemplate(dataDir: string, referenceDataDir: string): Promise<void> {
  const script = RUNS_FROM_SOURCE
    ? ['--import', import.meta.resolve('tsx'), fileURLToPath(new URL('./build-embedded-template.ts', import.meta.url))]
    : [path.join(SERVER_ROOT, 'dist/build-embedded-template.js')];
  const args = [...script, dataDir, referenceDataDir];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      reject(new BuildFailed(`building the embedded database in ${dataDir} failed:\n${stderr || error.message}`));
    });
  });
}

/** The release in PGlite's package.json, found above its entry module. */
function pgliteVersion(): string {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (manifest.name === '@electric-sql/pglite' && manifest.version) return manifest.version;
  }
  throw new Error('the version of @electric-sql/pglite was not found');
}
