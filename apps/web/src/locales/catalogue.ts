import type { Language } from '@skyparcel/domain/locale';

type JsonModule = { default: Record<string, unknown> };

/*
 * Each language's texts are their own chunks, fetched the first time the language is used: the
 * web's texts plus the shared catalogue of error, validation and field texts (packages/domain,
 * whose package exports only code, hence the path), so a first visit downloads one language.
 */
const LOADERS: Record<Language, () => Promise<[JsonModule, JsonModule]>> = {
  en: () => Promise.all([import('./en.json'), import('../../../../packages/domain/src/locales/en.json')]),
  vi: () => Promise.all([import('./vi.json'), import('../../../../packages/domain/src/locales/vi.json')]),
  ko: () => Promise.all([import('./ko.json'), import('../../../../packages/domain/src/locales/ko.json')]),
};

/** The web's texts and the shared catalogue of one language, as one i18next namespace. */
export async function loadCatalogue(language: Language): Promise<Record<string, unknown>> {
  const [web, shared] = await LOADERS[language]();
  return { ...web.default, ...shared.default };
}

const PAGE_LOADERS = {
  cargo: {
    en: () => import('./cargo/en.json'),
    vi: () => import('./cargo/vi.json'),
    ko: () => import('./cargo/ko.json'),
  },
  apiKeys: {
    en: () => import('./api-keys/en.json'),
    vi: () => import('./api-keys/vi.json'),
    ko: () => import('./api-keys/ko.json'),
  },
  // The import page's texts with the sheet's own (its columns and their guides), shared with the server.
  orderImport: {
    en: () =>
      withSheetTexts(
        import('./order-import/en.json'),
        import('../../../../packages/domain/src/locales/order-import/en.json'),
      ),
    vi: () =>
      withSheetTexts(
        import('./order-import/vi.json'),
        import('../../../../packages/domain/src/locales/order-import/vi.json'),
      ),
    ko: () =>
      withSheetTexts(
        import('./order-import/ko.json'),
        import('../../../../packages/domain/src/locales/order-import/ko.json'),
      ),
  },
  // The staff's screens (issue 39), with the rules and fields of their forms shared with the server.
  operations: {
    en: () =>
      withStaffRules(
        import('./operations/en.json'),
        import('../../../../packages/domain/src/locales/operations/en.json'),
      ),
    vi: () =>
      withStaffRules(
        import('./operations/vi.json'),
        import('../../../../packages/domain/src/locales/operations/vi.json'),
      ),
    ko: () =>
      withStaffRules(
        import('./operations/ko.json'),
        import('../../../../packages/domain/src/locales/operations/ko.json'),
      ),
  },
  priceCalculator: {
    en: () => import('./price-calculator/en.json'),
    vi: () => import('./price-calculator/vi.json'),
    ko: () => import('./price-calculator/ko.json'),
  },
} satisfies Record<string, Record<Language, () => Promise<JsonModule>>>;

export type PageTexts = keyof typeof PAGE_LOADERS;

/** A page's texts with the import sheet's under `importSheet`. */
async function withSheetTexts(page: Promise<JsonModule>, sheet: Promise<JsonModule>): Promise<JsonModule> {
  const [own, sheetTexts] = await Promise.all([page, sheet]);
  return { default: { ...own.default, importSheet: sheetTexts.default } };
}

/** A staff page's texts and the staff forms' rules and fields, which the page bundle merges into the catalogue's. */
async function withStaffRules(page: Promise<JsonModule>, rules: Promise<JsonModule>): Promise<JsonModule> {
  const [own, shared] = await Promise.all([page, rules]);
  return { default: { ...own.default, ...shared.default } };
}

/**
 * Texts only one page reads (the Cargo Direct order bill's), kept out of the catalogue every
 * first visit downloads; the page fetches them for its language and adds them to it.
 */
export async function loadPageTexts(page: PageTexts, language: Language): Promise<Record<string, unknown>> {
  return (await PAGE_LOADERS[page][language]()).default;
}
