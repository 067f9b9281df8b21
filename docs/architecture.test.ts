import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, ROOT } from './repo-files.ts';

/*
 * ARCHITECTURE.md is the map a newcomer reads first: it names every server module, web feature,
 * screen and contract file, and every file it names exists. A folder added or a file renamed
 * without the map fails here.
 */
const architecture = readFileSync(path.join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');

const foldersIn = (dir: string) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The text of the bullet that starts with this marker (up to the next bullet or heading). */
function bullet(marker: string): string {
  const start = architecture.indexOf(`- ${marker}`);
  if (start < 0) throw new Error(`ARCHITECTURE.md has no bullet starting "${marker}"`);
  const end = architecture.slice(start + 2).search(/\n(- |#)/);
  return architecture.slice(start, end < 0 ? undefined : start + 2 + end);
}

describe('docs/ARCHITECTURE.md', () => {
  it('describes every server module', () => {
    const missing = foldersIn('apps/server/src/modules').filter(
      (module) => !architecture.includes(`\`modules/${module}\``),
    );
    expect(missing).toEqual([]);
  });

  it('names every web feature and screen in their lists', () => {
    const features = bullet('`features/`');
    const screens = bullet('`screens/`');
    expect(foldersIn('apps/web/src/features').filter((name) => !features.includes(`\`${name}\``))).toEqual([]);
    expect(foldersIn('apps/web/src/screens').filter((name) => !screens.includes(`\`${name}\``))).toEqual([]);
  });

  it('lists every contract file of the domain', () => {
    const contracts = bullet('`<module>-contracts.ts`');
    const files = readdirSync(path.join(ROOT, 'packages/domain/src')).filter((file) => file.endsWith('-contracts.ts'));
    const missing = files.filter(
      (file) => !contracts.includes(`\`${file}\``) && !contracts.includes(`\`${file.replace('contracts.ts', '')}\``),
    );
    expect(missing).toEqual([]);
  });

  it('names only files that exist', () => {
    const files = filesUnder();
    const named = [...architecture.matchAll(/`([\w./-]+\.(?:ts|tsx|mjs|cjs|json))`/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(20);
    const exists = (name: string) =>
      files.some((file) => file === name || file.endsWith(`/${name.replace(/^(\.\.\/)+/, '')}`));
    expect(named.filter((name) => !exists(name))).toEqual([]);
  });
});
