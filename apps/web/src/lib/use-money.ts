import { formatMoney } from '@skyparcel/domain/money-format';
import { useCallback } from 'react';
import { useLanguage } from './use-language.ts';

/**
 * The web's one door to amounts: `money(amount, currency)` in the UI language's own way (the
 * domain's money-format), re-rendered when the language changes.
 */
export function useMoney(): (amount: number, currency: string) => string {
  const language = useLanguage();
  return useCallback((amount: number, currency: string) => formatMoney(amount, currency, language), [language]);
}
