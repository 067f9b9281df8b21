#!/usr/bin/env node
/*
 * `npm run client:generate`: packages/client/src/schema.ts from the server's OpenAPI document, with
 * openapi-typescript. The document is made by an app on a throwaway embedded database
 * (apps/server/src/openapi-command.ts); its SHA-256 is written at the top of schema.ts, so a server
 * test can tell when the API changed and the client was not regenerated.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const documentFile = path.join(root, 'packages/client/openapi.json');
const schemaFile = path.join(root, 'packages/client/src/schema.ts');

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(process.execPath, ['--import', 'tsx', 'apps/server/src/openapi-command.ts', documentFile]);
const text = readFileSync(documentFile, 'utf8');
const digest = createHash('sha256').update(text).digest('hex');
const types = astToString(await openapiTS(JSON.parse(text)));
writeFileSync(schemaFile, `// OpenAPI document sha256: ${digest}\n${types}`);
run(path.join(root, 'node_modules/.bin/biome'), ['format', '--write', schemaFile]);
console.log(`client: ${path.relative(root, schemaFile)} generated (document ${digest.slice(0, 12)})`);
