import { MESSAGES, ORDER_IMPORT_TEXTS } from '@skyparcel/domain/messages';
import { describe, expect, it } from 'vitest';
import apiKeysEn from './api-keys/en.json';
import apiKeysKo from './api-keys/ko.json';
import apiKeysVi from './api-keys/vi.json';
import cargoEn from './cargo/en.json';
import cargoKo from './cargo/ko.json';
import cargoVi from './cargo/vi.json';
import en from './en.json';
import ko from './ko.json';
import calculatorEn from './price-calculator/en.json';
import calculatorKo from './price-calculator/ko.json';
import calculatorVi from './price-calculator/vi.json';
import vi from './vi.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into[path] = value;
    else flatten(value, path, into);
  }
  return into;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
}

const catalogues = {
  web: { en, vi, ko } as Record<string, Tree>,
  'cargo page': { en: cargoEn, vi: cargoVi, ko: cargoKo } as Record<string, Tree>,
  'API keys page': { en: apiKeysEn, vi: apiKeysVi, ko: apiKeysKo } as Record<string, Tree>,
  'price calculator page': { en: calculatorEn, vi: calculatorVi, ko: calculatorKo } as Record<string, Tree>,
  domain: MESSAGES as unknown as Record<string, Tree>,
  'order import': ORDER_IMPORT_TEXTS as unknown as Record<string, Tree>,
};

describe.each(Object.entries(catalogues))('%s catalogue', (_, byLanguage) => {
  const flat = { en: flatten(byLanguage.en), vi: flatten(byLanguage.vi), ko: flatten(byLanguage.ko) };

  it.each(['vi', 'ko'] as const)('%s has exactly the keys of en', (language) => {
    const missing = Object.keys(flat.en).filter((key) => !(key in flat[language]));
    const extra = Object.keys(flat[language]).filter((key) => !(key in flat.en));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(['en', 'vi', 'ko'] as const)('%s has no empty texts', (language) => {
    expect(Object.entries(flat[language]).filter(([, text]) => !text.trim())).toEqual([]);
  });

  it.each(['vi', 'ko'] as const)('%s keeps the placeholders of en', (language) => {
    const differing = Object.keys(flat.en).filter(
      (key) => key in flat[language] && placeholders(flat.en[key]).join() !== placeholders(flat[language][key]).join(),
    );
    expect(differing).toEqual([]);
  });
});

describe('web texts are translated', () => {
  // Brand names and SI units may stay as they are; everything else must not be an English copy.
  // Units and brand names, written the same in every language.
  const sameEverywhere = new Set([
    'header.cargoTab',
    'c2cOrder.detail.kg',
    'c2cOrder.detail.cm',
    // Service names (the order screen's tiers are Premium and Super in Vietnamese too).
    'orders.detail.services.premium',
    'orders.detail.services.super',
    'orders.detail.services.cargo',
    // A formula: quantity × price = total.
    'declarations.line',
    // An airport's name (the open data's) and its IATA code: "Tan Son Nhat International Airport (SGN)".
    'orders.cargoBooking.airport',
  ]);

  it.each(['vi', 'ko'] as const)('%s is not a copy of en', (language) => {
    const en_ = { ...flatten(en), ...flatten(cargoEn) };
    const other = { ...flatten({ vi, ko }[language]), ...flatten({ vi: cargoVi, ko: cargoKo }[language]) };
    const copied = Object.keys(en_).filter((key) => !sameEverywhere.has(key) && en_[key] === other[key]);
    expect(copied).toEqual([]);
  });

  it('the web never redefines the shared catalogue sections', () => {
    for (const section of Object.keys(MESSAGES.en)) expect(en).not.toHaveProperty(section);
  });
});

describe('the web texts and the shared catalogue', () => {
  it('share no top-level section, which one would hide from the other when they are merged', () => {
    const shared = new Set(Object.keys(MESSAGES.en));
    expect(Object.keys(en).filter((section) => shared.has(section))).toEqual([]);
  });
});
