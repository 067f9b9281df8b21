/*
 * Reading old-style (before 1 July 2025) Vietnamese addresses such as
 * "Phường 12, Quận 10, TP. Hồ Chí Minh": the parts are compared without accents, case or
 * unit prefixes, so "P.12, Q10, Ho Chi Minh" reads the same.
 */

import { foldVietnamese } from './text-fold.ts';

const UNIT_PREFIXES = {
  province: ['thanh pho', 'tinh', 'tp'],
  district: ['thanh pho', 'thi xa', 'quan', 'huyen', 'tp', 'tx', 'q', 'h'],
  ward: ['thi tran', 'phuong', 'xa', 'tt', 'p', 'x'],
} as const;
export type UnitKind = keyof typeof UNIT_PREFIXES;

/**
 * The name of a unit without its kind: "Quận 10" → "10", "Q.10" → "10", "TP. Hồ Chí Minh"
 * → "ho chi minh". Numbered units keep their number without leading zeros ("Phường 05" → "5").
 */
export function unitKey(text: string, kind: UnitKind): string {
  return unitKeys(text, kind)[0];
}

/**
 * The keys a written unit may match, best first: without its kind prefix, then as written
 * (so "Quan Hóa", a district whose name starts like a prefix, still matches).
 */
export function unitKeys(text: string, kind: UnitKind): string[] {
  const folded = foldVietnamese(text);
  const stripped = stripPrefix(folded, kind);
  const asNumber = (key: string) => (/^\d+$/.test(key) ? String(Number(key)) : key);
  return [...new Set([asNumber(stripped), asNumber(folded)])];
}

function stripPrefix(folded: string, kind: UnitKind): string {
  for (const prefix of UNIT_PREFIXES[kind]) {
    // A one-letter prefix (q, p, h, x) counts only before a number: "Q10", not "Quy Nhon".
    const pattern = prefix.length === 1 ? `^${prefix}\\s*(?=\\d)` : `^${prefix}\\s+`;
    const match = new RegExp(pattern).exec(folded);
    if (match && folded.length > match[0].length) return folded.slice(match[0].length);
  }
  return folded;
}

/** Address parts, most specific first, as people write them: comma separated. */
export function splitAddress(address: string): string[] {
  return address
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
}
