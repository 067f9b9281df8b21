// Child processes of the benchmark: start, wait until healthy, read memory, stop; and the
// clean-up that runs however the run ends (finished, failed, Ctrl-C).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

const cleanups = [];

/** Runs `undo` at the end of the run (last registered, first run); answers a function that runs it now. */
export function onCleanup(undo) {
  let done = false;
  const run = async () => {
    if (done) return;
    done = true;
    cleanups.splice(cleanups.indexOf(run), 1);
    await undo();
  };
  cleanups.push(run);
  return run;
}

export async function cleanUp() {
  while (cleanups.length) {
    try {
      await cleanups.at(-1)();
    } catch (error) {
      console.error(`clean-up: ${error.message}`);
    }
  }
}

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in MiB (Linux /proc; `ps` elsewhere). */
export function rssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * Spawns a server (`env` over this process's environment, undefined removes a variable) and
 * waits until `healthUrl` answers 2xx. Answers the process, how long it
 * took from spawn to the first healthy answer, and `stop()`. Throws (with the server's last
 * output) when it exits or is not healthy within `timeoutMs`.
 */
export async function startServer({ name, args, env, healthUrl, timeoutMs = 120_000 }) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: withEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exit = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
  });
  const stop = onCleanup(async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exit;
    clearTimeout(timer);
  });

  while (true) {
    if (exited) {
      await stop();
      throw new Error(`${name} exited (${exited.signal ?? exited.code}) before it was healthy:\n${output}`);
    }
    if (performance.now() - startedAt > timeoutMs) {
      await stop();
      throw new Error(`${name} not healthy within ${timeoutMs / 1000} s:\n${output}`);
    }
    try {
      const response = await fetch(healthUrl);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  const startupMs = performance.now() - startedAt;
  return {
    name,
    pid: child.pid,
    startupMs,
    rssMiB: () => rssMiB(child.pid),
    isRunning: () => exited === null,
    output: () => output,
    stop,
  };
}

/** This process's environment with `changes` applied (a key set to undefined is removed). */
function withEnv(changes = {}) {
  const env = { ...process.env, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete env[key];
  return env;
}

/** Runs a command to its end; answers its output, throws with it when the exit code is not 0. */
export function run(command, args, { env, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: withEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new Error(`${command} ${quiet ? '' : args.join(' ')} exited ${code}:\n${stderr || stdout}`));
    });
  });
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
