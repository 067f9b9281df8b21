import {
  type CrossBorderTariff,
  customsFees,
  type Direction,
  dutyFee,
  type OrderCurrency,
} from '@skyparcel/domain/cross-border';
import { declaredValueCents, KOREA_DECLARED_VALUE_LIMIT_CENTS } from '@skyparcel/domain/goods-declaration-rules';
import { AppError } from '../../http/app-error.ts';
import type { CallerContext } from '../../http/call-context.ts';
import type { ResolvedGoodsItem } from '../catalog/declared-goods.ts';
import { ratesOn } from '../exchange-rates/exchange-rates.ts';

/** What a route adds to carriage, in the order's currency, and that currency's rate in dong. */
export type RouteCharges = {
  currency: OrderCurrency;
  dutyFee: number;
  clearanceFee: number;
  extraClearanceFee: number;
  /** Dong per unit of the currency (the dong shown beside a won total); null for an order in dong. */
  rate: number | null;
};

export const DOMESTIC_CHARGES: RouteCharges = {
  currency: 'VND',
  dutyFee: 0,
  clearanceFee: 0,
  extraClearanceFee: 0,
  rate: null,
};

/**
 * The customs lines of a cross-border shipment from its declared goods: goods to Korea over
 * 150 USD in all are refused (DECLARED_VALUE_OVER_KOREA_LIMIT, spec 1 section 8); clearance,
 * extra clearance and duty as the direction's tariff says, at the day's exchange rates.
 */
export async function crossBorderCharges(
  context: CallerContext,
  shipment: { direction: Direction; tariff: CrossBorderTariff; goods: readonly ResolvedGoodsItem[] },
): Promise<RouteCharges> {
  const { direction, tariff, goods } = shipment;
  const declaredCents = declaredValueCents(goods);
  if (direction === 'OUTBOUND' && declaredCents > KOREA_DECLARED_VALUE_LIMIT_CENTS) {
    throw new AppError('DECLARED_VALUE_OVER_KOREA_LIMIT', { params: { total: (declaredCents / 100).toFixed(2) } });
  }
  const rateOf = await ratesOn(context.db, context.now);
  const rate = rateOf(tariff.currency);
  return {
    currency: tariff.currency,
    dutyFee: dutyFee(tariff, declaredCents, { usd: rateOf('USD'), orderCurrency: rate }),
    ...customsFees(
      tariff,
      goods.map((item) => item.category.code),
    ),
    rate: tariff.currency === 'VND' ? null : rate,
  };
}
