// PostgreSQL for the benchmark: DATABASE_URL when set, else a throwaway cluster in a temp dir
// (when the server binaries are installed), and pgbench's single-row insert limit on it.
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, onCleanup, run } from './processes.mjs';

const PG_ROOT = '/usr/lib/postgresql';

/** The newest /usr/lib/postgresql/<version>/bin, or null. */
export function findPostgresBin() {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((version) => existsSync(path.join(PG_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(PG_ROOT, versions[0], 'bin') : null;
}

/** pgbench from the server binaries, else whatever is on PATH (null when there is none). */
export async function findPgbench() {
  const bin = findPostgresBin();
  if (bin && existsSync(path.join(bin, 'pgbench'))) return path.join(bin, 'pgbench');
  try {
    await run('pgbench', ['--version']);
    return 'pgbench';
  } catch {
    return null;
  }
}

const isRoot = () => process.getuid?.() === 0;

/** initdb and pg_ctl refuse to run as root: as root they run as the postgres user. */
function runAsPostgres(bin, command, args) {
  const file = path.join(bin, command);
  return isRoot() ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
}

/**
 * A cluster of its own on a free loopback port, fsync off (as CI's), removed at the end of the
 * run. Answers its URL, or null when no server binaries are installed.
 */
export async function startThrowawayCluster() {
  const bin = findPostgresBin();
  if (!bin) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'skyparcel-bench-pg-'));
  const dataDir = path.join(dir, 'data');
  const removeDir = onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  if (isRoot()) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const port = await freePort();
  await runAsPostgres(bin, 'initdb', [
    '-D',
    dataDir,
    '-U',
    'bench',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
  await runAsPostgres(bin, 'pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start']);
  onCleanup(async () => {
    await runAsPostgres(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
    await removeDir();
  });
  const admin = `postgres://bench@127.0.0.1:${port}/postgres`;
  await withClient(admin, (client) => client.query('create database skyparcel_bench'));
  return `postgres://bench@127.0.0.1:${port}/skyparcel_bench`;
}

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * pgbench's rate for one single-row INSERT per transaction (autocommit) into a small table of
 * its own, at 10 clients: the database's own limit for what an order write is made of.
 */
export async function pgbenchInsertTps(pgbench, url, seconds) {
  const table = `bench_insert_${process.pid}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'skyparcel-pgbench-'));
  const script = path.join(dir, 'insert.sql');
  writeFileSync(script, `\\set n random(1, 1000000)\ninsert into ${table} (n, note) values (:n, 'bench');\n`);
  await withClient(url, (client) =>
    client.query(
      `create table ${table} (id bigserial primary key, n integer not null, note text not null, ` +
        'created_at timestamptz not null default now())',
    ),
  );
  try {
    const { stdout } = await run(pgbench, ['-n', '-c', '10', '-j', '2', '-T', String(seconds), '-f', script, url], {
      quiet: true,
    });
    const tps = /tps = ([\d.]+)/.exec(stdout);
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return Number(tps[1]);
  } finally {
    await withClient(url, (client) => client.query(`drop table if exists ${table}`));
    rmSync(dir, { recursive: true, force: true });
  }
}
