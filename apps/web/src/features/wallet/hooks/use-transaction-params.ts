import type { DayRange } from '@skyparcel/domain/time-zones';
import { vietnamDay } from '@skyparcel/domain/time-zones';
import { transactionRange, transactionRangeProblem } from '@skyparcel/domain/wallet-rules';
import { useSearchParams } from 'react-router';
import type { TransactionParams } from '../api/list-wallet-transactions.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The transaction list's period and page, kept in the address (`?from=&to=&page=`) so a reload or
 * a shared link shows the same list; by default this month, as the server's rule says. A period
 * the rule refuses in the address falls back to the default.
 */
export function useTransactionParams() {
  const [search, setSearch] = useSearchParams();
  const today = vietnamDay(new Date());
  const asked = {
    fromDate: DAY.test(search.get('from') ?? '') ? (search.get('from') as string) : undefined,
    toDate: DAY.test(search.get('to') ?? '') ? (search.get('to') as string) : undefined,
  };
  const askedRange = transactionRange(asked, today);
  const range = transactionRangeProblem(askedRange) ? transactionRange({}, today) : askedRange;
  const page = Math.max(1, Math.trunc(Number(search.get('page'))) || 1);
  const params: TransactionParams = { ...range, page };

  const setRange = (next: DayRange) =>
    setSearch((current) => {
      const updated = new URLSearchParams(current);
      updated.set('from', next.fromDate);
      updated.set('to', next.toDate);
      updated.delete('page');
      return updated;
    });
  const setPage = (next: number) =>
    setSearch((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
  return { params, today, setRange, setPage };
}
