import { fixKoreanParticles } from './korean-particles.ts';
import { withLimit } from './limit-wording.ts';
import { DEFAULT_LANGUAGE, type Language } from './locale.ts';
import en from './locales/en.json' with { type: 'json' };
import ko from './locales/ko.json' with { type: 'json' };
import staffEn from './locales/operations/en.json' with { type: 'json' };
import staffKo from './locales/operations/ko.json' with { type: 'json' };
import staffVi from './locales/operations/vi.json' with { type: 'json' };
import importEn from './locales/order-import/en.json' with { type: 'json' };
import importKo from './locales/order-import/ko.json' with { type: 'json' };
import importVi from './locales/order-import/vi.json' with { type: 'json' };
import enServer from './locales/server/en.json' with { type: 'json' };
import koServer from './locales/server/ko.json' with { type: 'json' };
import viServer from './locales/server/vi.json' with { type: 'json' };
import vi from './locales/vi.json' with { type: 'json' };
import { formatMoney, isMoneyValue, type MoneyValue } from './money-format.ts';
import { formatNumber } from './number-format.ts';
import { isWaitValue, type WaitValue } from './time-format.ts';
import { formatWait } from './wait-format.ts';

/**
 * The shared catalogue of error and validation texts: the server answers with them
 * and the web app loads them into i18next, so a code reads the same everywhere. The texts only
 * the server writes (tracking steps, cancellation reasons, the waybill, errors only the import
 * raises, which the web shows as the server words them, and the names of fields only staff calls
 * take) are kept apart in locales/server, so the browser never downloads them; the rules and fields
 * of the staff's forms, which the staff pages also read, in locales/operations (loaded with those pages).
 */
export const MESSAGES = {
  en: {
    ...en,
    ...enServer,
    errors: { ...en.errors, ...enServer.errors },
    validation: { ...en.validation, ...staffEn.validation },
    fields: { ...en.fields, ...enServer.fields, ...staffEn.fields },
  },
  vi: {
    ...vi,
    ...viServer,
    errors: { ...vi.errors, ...viServer.errors },
    validation: { ...vi.validation, ...staffVi.validation },
    fields: { ...vi.fields, ...viServer.fields, ...staffVi.fields },
  },
  ko: {
    ...ko,
    ...koServer,
    errors: { ...ko.errors, ...koServer.errors },
    validation: { ...ko.validation, ...staffKo.validation },
    fields: { ...ko.fields, ...koServer.fields, ...staffKo.fields },
  },
} satisfies Record<Language, typeof en & typeof enServer>;
export type MessageCatalogue = typeof MESSAGES.en;

/**
 * What a message may name: text, a number, a wait (`waitOf(seconds)`, worded as a person says it) or
 * an amount (`moneyOf(amount, currency)`, written the reader's way).
 */
export type MessageValue = string | number | WaitValue | MoneyValue;

/** Fills {{name}} slots; numbers are written the language's way (31,5 in Vietnamese). */
function interpolate(template: string, values: Record<string, MessageValue>, language?: Language): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (isWaitValue(value)) return formatWait(value.waitSeconds, language ?? DEFAULT_LANGUAGE);
    if (isMoneyValue(value)) return formatMoney(value.moneyAmount, value.currency, language ?? DEFAULT_LANGUAGE);
    if (typeof value === 'number' && language) return formatNumber(value, language);
    return String(value ?? '');
  });
}

export function errorMessage(language: Language, code: string, values: Record<string, MessageValue> = {}): string {
  const errors: Record<string, string> = MESSAGES[language].errors;
  return interpolate(errors[code] ?? errors.INTERNAL_ERROR, values, language);
}

export function fieldLabel(language: Language, field: string): string {
  const fields: Record<string, string> = MESSAGES[language].fields;
  return fields[field] ?? field;
}

export function validationMessage(
  language: Language,
  code: string,
  field: string,
  params: Record<string, MessageValue> = {},
): string {
  const texts: Record<string, string> = MESSAGES[language].validation;
  const template = texts[withLimit(code, params)] ?? texts[code] ?? texts.validation_invalid;
  const label = fieldLabel(language, field);
  // A label that opens the sentence starts with a capital letter.
  const opensSentence = template.startsWith('{{field}}');
  const fieldText = opensSentence ? label.charAt(0).toUpperCase() + label.slice(1) : label;
  const text = interpolate(template, { ...params, field: fieldText }, language);
  return language === 'ko' ? fixKoreanParticles(text) : text;
}

export function countryName(language: Language, country: string): string {
  const countries: Record<string, string> = MESSAGES[language].countries;
  return countries[country] ?? country;
}

/** A tracking step's title and content in the customer's language; a cancellation says why. */
export function trackingText(
  language: Language,
  step: keyof MessageCatalogue['tracking'],
  cancelReason?: keyof MessageCatalogue['cancelReasons'] | null,
): { title: string; content: string } {
  const { title, content } = MESSAGES[language].tracking[step];
  return { title, content: cancelReason ? MESSAGES[language].cancelReasons[cancelReason] : content };
}

/** The printed waybill's labels in the customer's language, the hotline of that language filled in. */
export function waybillTexts(language: Language, hotline: string) {
  const texts = MESSAGES[language].waybill;
  return { ...texts, hotline: interpolate(texts.hotline, { phone: hotline }) };
}

/**
 * A flight's printed manifest (issue 39) in the staff member's language, and `fill` for its texts
 * with {{slots}} (numbers written the language's way).
 */
export function manifestTexts(language: Language) {
  return {
    ...MESSAGES[language].manifest,
    fill: (template: string, values: Record<string, MessageValue>) => interpolate(template, values, language),
  };
}

/** The order list's spreadsheet in the customer's language: sheet, columns, statuses and payment methods. */
export function orderExportTexts(language: Language) {
  const { orderExport, orderStatuses, paymentMethods } = MESSAGES[language];
  return { ...orderExport, statuses: orderStatuses, paymentMethods };
}

/** The order import's texts (issue 37): its sheets, columns with their guides, and its own problems. */
export const ORDER_IMPORT_TEXTS = { en: importEn, vi: importVi, ko: importKo } satisfies Record<
  Language,
  typeof importEn
>;

/** Every language's names of the import's columns: a sheet's headers are read whatever language it was made in. */
export const IMPORT_COLUMN_LABELS = Object.values(ORDER_IMPORT_TEXTS).map(
  (texts) =>
    Object.fromEntries(Object.entries(texts.columns).map(([column, { label }]) => [column, label])) as Record<
      keyof typeof importEn.columns,
      string
    >,
);

/** A problem of an imported row's cell in the reader's language, naming its column. */
export function importProblemText(
  language: Language,
  problem: { column: keyof typeof importEn.columns; code: string; params?: Record<string, MessageValue> },
): string {
  const texts = ORDER_IMPORT_TEXTS[language];
  const own: Record<string, string> = texts.problems;
  return (
    own[problem.code] ?? validationMessage(language, problem.code, texts.columns[problem.column].label, problem.params)
  );
}
