#!/usr/bin/env node
/*
 * `npm test`: every check, in order, each timed. Stops at the first failing stage, as a chain of
 * `&&` would. With STAGE_TIMES_FILE set (CI), each stage's seconds are added to that file, so CI's
 * closing table shows the stages inside `npm test` beside its own; their budgets: README, "CI".
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const STAGES = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit and API tests, PGlite', 'npm run test:unit'],
  ['build', 'npm run build'],
  ['browser tests', 'npm run test:e2e'],
];

const minutes = (seconds) => `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;

for (const [name, command] of STAGES) {
  console.log(`== npm test: ${name} (${command})`);
  const started = Date.now();
  const { status, signal } = spawnSync(command, { shell: true, stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`== npm test: ${name} took ${minutes(seconds)}`);
  if (process.env.STAGE_TIMES_FILE) appendFileSync(process.env.STAGE_TIMES_FILE, `  ${name}\t${seconds}\n`);
  if (status !== 0) {
    console.error(`== npm test: ${name} failed (${signal ?? `exit ${status}`}); the stages after it did not run`);
    process.exit(status ?? 1);
  }
}
