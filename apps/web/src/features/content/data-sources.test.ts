import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { DATA_SOURCES, LICENCES } from './data-sources.ts';

function lookUp(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

describe('DATA_SOURCES', () => {
  // The keys are built in the data file, so a typo would only show on the page as a raw key.
  it('names only texts that exist', () => {
    const keys = [
      ...Object.values(LICENCES).map((licence) => licence.nameKey),
      ...DATA_SOURCES.flatMap((source) => [
        source.titleKey,
        source.usedForKey,
        ...(source.changesKey ? [source.changesKey] : []),
        ...source.origins.flatMap((origin) => (origin.noteKey ? [origin.noteKey] : [])),
      ]),
    ];
    expect(keys.filter((key) => typeof lookUp(key) !== 'string')).toEqual([]);
  });

  it('links over https only', () => {
    const urls = [
      ...Object.values(LICENCES).map((licence) => licence.url),
      ...DATA_SOURCES.flatMap((source) => source.origins.map((origin) => origin.url)),
    ];
    expect(urls.filter((url) => !url.startsWith('https://'))).toEqual([]);
  });

  it('has unique ids, since they name the cards', () => {
    const ids = DATA_SOURCES.map((source) => source.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
