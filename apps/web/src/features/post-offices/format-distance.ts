import { formatNumber } from '@skyparcel/domain/number-format';

/** "350 m" under a kilometre, else "2,4 km" / "2.4 km" in the reader's number format. */
export function formatDistance(metres: number, language: string): string {
  if (metres < 1000) {
    return formatNumber(Math.round(metres), language, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 });
  }
  return formatNumber(metres / 1000, language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
}
