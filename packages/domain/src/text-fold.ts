/** Lower case, no accents (đ as d), single spaces, dots as spaces. */
export function foldVietnamese(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Folded as above, with hyphens dropped: "Gangnam-gu", "gangnam gu" and "gangnamgu" then
 * meet, whichever way a romanised name was written.
 */
export function foldWithoutHyphens(text: string): string {
  return foldVietnamese(text.replace(/-/g, ''));
}
