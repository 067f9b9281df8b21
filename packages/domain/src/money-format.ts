/*
 * Amounts as spec 1 section 1 writes them: dots between thousands, the dong sign after the amount
 * (45.000 đ), the won and dollar signs before it (₩12.000, $12,50). A no-break space keeps đ on its line.
 */
type Currency = 'VND' | 'WON' | 'DOLLAR';

const ALIASES: Record<string, Currency> = {
  VND: 'VND',
  VNĐ: 'VND',
  Đ: 'VND',
  DONG: 'VND',
  WON: 'WON',
  KRW: 'WON',
  '₩': 'WON',
  DOLLAR: 'DOLLAR',
  USD: 'DOLLAR',
  $: 'DOLLAR',
};

function groupDigits(amount: number, decimals: number): string {
  const [whole, fraction] = Math.abs(amount).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = amount < 0 && Number(Math.abs(amount).toFixed(decimals)) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction && Number(fraction) !== 0 ? `,${fraction}` : ''}`;
}

export function formatMoney(amount: number, currency: string): string {
  const known = ALIASES[currency.trim().toUpperCase()];
  if (known === 'VND') return `${groupDigits(amount, 0)}\u00a0đ`;
  if (known === 'WON') return `₩${groupDigits(amount, 0)}`;
  if (known === 'DOLLAR') return `$${groupDigits(amount, 2)}`;
  return `${groupDigits(amount, 2)}\u00a0${currency}`;
}
