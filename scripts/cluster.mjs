#!/usr/bin/env node
/*
 * The production layout on one machine: N server processes on one PostgreSQL behind nginx (Debian's
 * package) as the load balancer, receipts in an S3-compatible store (s3rver, from npm, standing in for
 * S3, R2 or MinIO), migrations and the seed run once as their own step before any process starts, and
 * every process running the payment and clean-up jobs (they claim rows, so they act once).
 *
 *   DATABASE_URL=postgres://… npm run cluster -- [--processes=3] [--port=8080] [--no-demo]
 *
 * Runs until Ctrl-C, then stops everything it started. scripts/cluster-check.mjs starts the same
 * layout (startCluster) and drives it. README, "Running on PostgreSQL", gives the environment.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import S3rver from '@20minutes/s3rver';
import { cleanUp, freePort, onCleanup, run, startServer } from '../bench/processes.mjs';
import { buildIfChanged, SERVER_BUNDLE } from './build-if-changed.mjs';

const RECEIPT_BUCKET = 'skyparcel-receipts';
// s3rver checks every request's signature against its own fixed key pair.
const S3RVER_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/** Debian installs nginx in /usr/sbin, which a non-root PATH often lacks. */
function nginxBinary() {
  if (process.env.NGINX) return process.env.NGINX;
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
}

/** An S3-compatible server in this process, its bucket created, its files in a temp dir. */
async function startObjectStore() {
  const directory = await mkdtemp(path.join(tmpdir(), 'skyparcel-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: RECEIPT_BUCKET }],
  });
  const { port } = await server.run();
  onCleanup(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });
  const env = {
    RECEIPT_STORAGE: 's3',
    S3_BUCKET: RECEIPT_BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_KEY_PREFIX: 'receipts/',
    ...S3RVER_KEYS,
  };
  return { env, directory };
}

/**
 * The load balancer's configuration: least connections (a stream holds its connection for as long as
 * the customer watches, so round robin would pile streams on one process), a process that refuses a
 * connection taken out for 10 s and the request tried on the next (nginx never resends a POST it has
 * already sent: the client retries with its Idempotency-Key), no buffering (server-sent events), the
 * client's address in X-Forwarded-For for TRUST_PROXY, and /metrics not served to the public.
 */
export function nginxConfig({ directory, listenPort, serverPorts }) {
  const upstreams = serverPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`);
  return `worker_processes 1;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${directory}/body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;
  client_max_body_size 20m;
  upstream skyparcel {
    least_conn;
${upstreams.join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${listenPort};
    location = /metrics { return 404; }
    location / {
      proxy_pass http://skyparcel;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
    }
  }
}
`;
}

/** nginx in the foreground of a child process, with its configuration and temp files in a temp dir. */
async function startNginx(listenPort, serverPorts) {
  const directory = await mkdtemp(path.join(tmpdir(), 'skyparcel-nginx-'));
  // nginx's worker runs as nobody when started as root: it must reach its temp folders.
  await chmod(directory, 0o755);
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await mkdir(path.join(directory, name), { mode: 0o777 });
    await chmod(path.join(directory, name), 0o777);
  }
  const configFile = path.join(directory, 'nginx.conf');
  await writeFile(configFile, nginxConfig({ directory, listenPort, serverPorts }));
  const binary = nginxBinary();
  await run(binary, ['-t', '-q', '-e', `${directory}/error.log`, '-p', directory, '-c', configFile]);
  await run(binary, ['-e', `${directory}/error.log`, '-p', directory, '-c', configFile]);
  onCleanup(async () => {
    await run(binary, ['-e', `${directory}/error.log`, '-p', directory, '-c', configFile, '-s', 'quit']).catch(
      () => {},
    );
    await rm(directory, { recursive: true, force: true });
  });
  return `http://127.0.0.1:${listenPort}`;
}

/**
 * Starts the layout: the migrations and seed once, the object store, `processes` servers on free
 * loopback ports and nginx in front on `port` (a free one when 0). Answers nginx's URL and each
 * server (its port, pid, `kill(signal)`); `stop()` ends everything (also on bench/processes' cleanUp).
 */
export async function startCluster({ databaseUrl, processes = 3, port = 0, demo = true, env = {}, log = () => {} }) {
  buildIfChanged('server');
  log('migrations and seed, once');
  await run(process.execPath, ['--import', 'tsx', 'apps/server/src/db/seed/seed-command.ts'], {
    env: { DATABASE_URL: databaseUrl, SEED_DEMO: String(demo) },
  });
  if (!demo) log('(no demo data)');
  const store = await startObjectStore();
  const listenPort = port || (await freePort());
  const publicUrl = `http://127.0.0.1:${listenPort}`;
  const serverPorts = await Promise.all(Array.from({ length: processes }, () => freePort()));
  log(`${processes} server processes`);
  const servers = await Promise.all(
    serverPorts.map(async (serverPort, index) => {
      const server = await startServer({
        name: `server ${index + 1}`,
        args: [SERVER_BUNDLE],
        env: {
          ...store.env,
          DATABASE_URL: databaseUrl,
          HOST: '127.0.0.1',
          PORT: String(serverPort),
          PUBLIC_WEB_URL: publicUrl,
          TRUST_PROXY: 'loopback',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          ...env,
        },
        healthUrl: `http://127.0.0.1:${serverPort}/api/health/ready`,
      });
      return { ...server, port: serverPort, url: `http://127.0.0.1:${serverPort}` };
    }),
  );
  log(`nginx on ${publicUrl}`);
  const url = await startNginx(listenPort, serverPorts);
  return { url, servers, store, stop: cleanUp };
}

function option(name, fallback) {
  const given = process.argv.find((argument) => argument.startsWith(`--${name}=`));
  return given ? given.slice(name.length + 3) : fallback;
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl?.startsWith('postgres')) {
    console.error('npm run cluster needs DATABASE_URL: a PostgreSQL database every process shares');
    process.exit(2);
  }
  buildIfChanged('web');
  const cluster = await startCluster({
    databaseUrl,
    processes: Number(option('processes', '3')),
    port: Number(option('port', '8080')),
    demo: !process.argv.includes('--no-demo'),
    log: (text) => console.log(`cluster: ${text}`),
  });
  for (const server of cluster.servers) console.log(`  ${server.name}: pid ${server.pid}, ${server.url}`);
  console.log(`SkyParcel (cluster) is ready: open ${cluster.url} (Ctrl-C stops it)`);
  const stop = async () => {
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch(async (error) => {
    console.error(`cluster: ${error.message}`);
    await cleanUp();
    process.exit(1);
  });
}
