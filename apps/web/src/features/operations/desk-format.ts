import { formatNumber, numberFormatOf } from '@skyparcel/domain/number-format';
import { useCallback } from 'react';
import { useLanguage } from '../../lib/use-language.ts';

/** Kilograms in the UI language's own way ("1,5 kg", "1.5 kg", "1.5kg"), as Intl writes the unit. */
export function useKilograms(): (kg: number) => string {
  const language = useLanguage();
  return useCallback(
    (kg: number) => formatNumber(kg, language, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 1 }),
    [language],
  );
}

/** The UI language's decimal mark ("," in Vietnamese), so a weight is typed the way it is read. */
export function useDecimalSeparator(): string {
  const language = useLanguage();
  return (
    numberFormatOf(language)
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.'
  );
}

/** A whole dong amount typed the way it is read: the language's decimal mark, and the other mark for thousands. */
export function useAmountSeparators(): { thousandSeparator: string; decimalSeparator: string } {
  const decimalSeparator = useDecimalSeparator();
  return { thousandSeparator: decimalSeparator === ',' ? '.' : ',', decimalSeparator };
}
