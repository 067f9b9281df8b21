import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fixKoreanParticles } from '@skyparcel/domain/korean-particles';
import type { Language } from './fixtures.ts';

/*
 * The words a customer sees, read from the app's own catalogues (the web's, the shared one of
 * errors and fields, the Cargo Direct page's) and from the seeded product catalogue, so a walk
 * finds the same button in Vietnamese, English and Korean without spelling it three times.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const CATALOGUES = [
  'apps/web/src/locales/{language}.json',
  'packages/domain/src/locales/{language}.json',
  // What the server words for the pages: journey steps, cancel reasons, the waybill.
  'packages/domain/src/locales/server/{language}.json',
];
const PAGE_CATALOGUES = [
  'apps/web/src/locales/api-keys/{language}.json',
  'apps/web/src/locales/cargo/{language}.json',
  'apps/web/src/locales/price-calculator/{language}.json',
  'apps/web/src/locales/order-import/{language}.json',
  'apps/web/src/locales/operations/{language}.json',
];

type Tree = { [key: string]: string | Tree };

const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

function merge(into: Tree, from: Tree): Tree {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    into[key] =
      typeof value === 'object' && typeof current === 'object' ? merge({ ...current }, value) : (value as Tree[string]);
  }
  return into;
}

const trees = new Map<Language, Tree>();
function treeOf(language: Language): Tree {
  let tree = trees.get(language);
  if (!tree) {
    tree = [...CATALOGUES, ...PAGE_CATALOGUES]
      .map((file) => readJson(file.replace('{language}', language)) as Tree)
      .reduce(merge, {});
    trees.set(language, tree);
  }
  return tree;
}

export type Texts = (key: string, params?: Record<string, string | number>) => string;

/** A text of the app in a language as the app shows it, {{placeholders}} filled; a missing key fails the test at once. */
export function textsOf(language: Language): Texts {
  const tree = treeOf(language);
  return (key, params = {}) => {
    const found = key.split('.').reduce<string | Tree | undefined>((node, part) => {
      return typeof node === 'object' ? node[part] : undefined;
    }, tree);
    if (typeof found !== 'string') throw new Error(`no text "${key}" in ${language}`);
    const text = found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
    // As the app does: a Korean particle written both ways takes the form its word needs.
    return language === 'ko' ? fixKoreanParticles(text) : text;
  };
}

/**
 * What a key left untranslated looks like on screen (i18next shows the key itself): one of the
 * catalogues' top-level names, a dot, and more of the key, as in `orders.detail.title`.
 */
export function untranslatedKeyPattern(): RegExp {
  const names = new Set(
    [...CATALOGUES, ...PAGE_CATALOGUES].flatMap((file) => Object.keys(readJson(file.replace('{language}', 'en')))),
  );
  return new RegExp(`\\b(?:${[...names].join('|')})\\.[A-Za-z][\\w]*(?:\\.[\\w]+)*\\b`);
}

const catalog = readJson('apps/server/src/db/seed/data/catalog.json') as {
  products: { code: string; packageType: string; name: Record<Language, string> }[];
};

/** A seeded product's name in a language, by its code (`0000` general goods) and package type. */
export function productName(language: Language, code: string, packageType = 'PARCEL'): string {
  const product = catalog.products.find((item) => item.code === code && item.packageType === packageType);
  if (!product) throw new Error(`no product ${code} (${packageType}) in the seeded catalogue`);
  return product.name[language];
}
