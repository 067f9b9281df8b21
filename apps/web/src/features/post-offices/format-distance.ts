/** "350 m" under a kilometre, else "2,4 km" / "2.4 km" in the reader's number format. */
export function formatDistance(metres: number, language: string): string {
  if (metres < 1000) {
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(
      Math.round(metres),
    );
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(
    metres / 1000,
  );
}
