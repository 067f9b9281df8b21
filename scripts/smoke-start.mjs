// Starts the real server on the given PostgreSQL (as `npm start` would, minus the web build),
// waits for /api/health, signs the demo personal account in, then stops it.
import { spawn } from 'node:child_process';
import { buildIfChanged, SERVER_BUNDLE } from './build-if-changed.mjs';

const databaseUrl = process.argv[2];
const port = 8198;
buildIfChanged('server');
const server = spawn(process.execPath, [SERVER_BUNDLE], {
  env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('server did not become healthy within 60 s');
}

try {
  await waitForHealth(Date.now() + 60_000);
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: '0901234567', password: 'Demo@12345' }),
  });
  if (response.status !== 200) throw new Error(`demo sign-in answered ${response.status}`);
  console.log('smoke: server on PostgreSQL is healthy and the demo account signs in');
} catch (error) {
  console.error(`smoke: ${error.message}`);
  process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
}
