import type { ExtraPricesQuery, ExtraService } from '@skyparcel/domain/catalog-contracts';
import type { Language } from '@skyparcel/domain/locale';
import type { Database } from '../../db/client.ts';
import type { ExtraServicePricing } from '../../db/schema/catalog.ts';
import type { CallContext } from '../../http/call-context.ts';
import { listExtraServices } from './catalog-repository.ts';
import { textIn } from './catalog-texts.ts';

/** An extra service's price for a shipping fee, in whole VND (rounded half up). */
export function extraServicePrice(pricing: ExtraServicePricing, shippingFee: number): number {
  if (pricing.kind === 'fixed') return pricing.amount;
  return Math.max(pricing.minimum, Math.round((shippingFee * pricing.percent) / 100));
}

/** `GET /v1/order/extra_prices`: extra services with their price for this shipping fee. */
export function listExtraPrices(call: CallContext<ExtraPricesQuery>): Promise<ExtraService[]> {
  return getExtraPrices(call.db, call.input.shippingFee, call.language);
}

/** Extra services with their price for a shipping fee (the order prices the chosen ones with it). */
export async function getExtraPrices(db: Database, shippingFee: number, language: Language): Promise<ExtraService[]> {
  const services = await listExtraServices(db);
  return services.map((service) => ({
    code: service.code,
    name: textIn(service.name, language),
    price: extraServicePrice(service.pricing, shippingFee),
    currency: 'VND',
    isDefault: service.isDefault,
  }));
}
