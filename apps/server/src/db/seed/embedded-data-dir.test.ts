// @module-tag pglite-only
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { createEmbeddedDatabase } from './embedded-data-dir.ts';

/*
 * A new embedded database is a copy of a template (migrated, reference data loaded) that is
 * built once per set of inputs; a folder that holds a database is never touched; a failed
 * build leaves nothing half-made behind. Each build runs PGlite's initdb in a child process.
 */

const referenceDataDir = loadConfig({}).referenceDataDir;
const root = mkdtempSync(path.join(tmpdir(), 'skyparcel-embedded-'));
const cache = path.join(root, 'cache');
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function provinces(dataDir: string): Promise<number> {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const result = await handle.db.execute(
      sql`select count(*)::int as count from divisions where level = 'province' and country = '0'`,
    );
    return (result as unknown as { rows: { count: number }[] }).rows[0].count;
  } finally {
    await handle.close();
  }
}

describe('a new embedded database', () => {
  it('is a copy of one template, built once; a folder holding a database is left alone', async () => {
    const first = path.join(root, 'first');
    const second = path.join(root, 'second');
    expect(await createEmbeddedDatabase(first, { embeddedTemplateDir: cache, referenceDataDir })).toBe(true);
    const templates = readdirSync(cache);
    expect(templates).toEqual([expect.stringMatching(/^embedded-[0-9a-f]{16}$/)]);

    expect(await createEmbeddedDatabase(second, { embeddedTemplateDir: cache, referenceDataDir })).toBe(true);
    expect(readdirSync(cache)).toEqual(templates);
    expect(await provinces(second)).toBeGreaterThan(30);

    writeFileSync(path.join(first, 'marker'), 'kept');
    expect(await createEmbeddedDatabase(first, { embeddedTemplateDir: cache, referenceDataDir })).toBe(false);
    expect(readdirSync(first)).toContain('marker');
    expect(readdirSync(root).filter((entry) => entry.includes('.building-'))).toEqual([]);
  }, 180_000);

  it('fails loudly and leaves no half-made database when the build fails', async () => {
    const target = path.join(root, 'broken');
    const emptyReferenceData = path.join(root, 'no-reference-data');
    mkdirSync(emptyReferenceData);
    await expect(
      createEmbeddedDatabase(target, { embeddedTemplateDir: null, referenceDataDir: emptyReferenceData }),
    ).rejects.toThrow(/building the embedded database/);
    expect(readdirSync(root).filter((entry) => entry.startsWith('broken'))).toEqual([]);
  }, 180_000);
});
