import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, ROOT } from './repo-files.ts';

/*
 * The decision records are one file per topic under docs/decisions/, listed in its README. Code and
 * docs cite them by path: a record renamed or dropped without its citations fails here.
 */
const DECISIONS = path.join(ROOT, 'docs/decisions');
const records = readdirSync(DECISIONS).filter((file) => file.endsWith('.md') && file !== 'README.md');
const index = readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');

const TEXT = /\.(?:ts|tsx|mjs|cjs|md|json)$/;

describe('docs/decisions/', () => {
  it('lists every record in its index, and links only records that exist', () => {
    expect(records.length).toBeGreaterThan(30);
    expect(records.filter((file) => !index.includes(`](${file})`))).toEqual([]);
    const linked = [...index.matchAll(/\]\(([\w-]+\.md)\)/g)].map((match) => match[1]);
    expect(linked.filter((file) => !records.includes(file))).toEqual([]);
  });

  it('is what the code and the docs cite: every cited record exists, and the old single file is gone', () => {
    const cited = filesUnder()
      .filter((file) => TEXT.test(file))
      .flatMap((file) => {
        const text = readFileSync(path.join(ROOT, file), 'utf8');
        return [...text.matchAll(/docs\/decisions(?:\/([\w-]+\.md)|\.md)/g)].map((match) => ({
          file,
          record: match[1],
        }));
      });
    expect(cited.length).toBeGreaterThan(30);
    expect(
      cited.filter(({ record }) => record === undefined || !(record === 'README.md' || records.includes(record))),
    ).toEqual([]);
  });
});
