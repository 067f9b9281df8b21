import { percentOf } from '@skyparcel/domain/amounts';
import type { ExtraPricesQuery, ExtraService } from '@skyparcel/domain/catalog-contracts';
import type { Language } from '@skyparcel/domain/locale';
import type { Database } from '../../db/database.ts';
import type { ExtraServicePricing } from '../../db/schema/catalog.ts';
import type { CallContext } from '../../http/call-context.ts';
import { type ExtraServiceRow, listExtraServices } from './catalog-repository.ts';
import { textIn } from './catalog-texts.ts';

/** An extra service's price for a shipping fee, in whole VND. */
export function extraServicePrice(pricing: ExtraServicePricing, shippingFee: number): number {
  if (pricing.kind === 'fixed') return pricing.amount;
  return Math.max(pricing.minimum, percentOf(shippingFee, pricing.percent));
}

/** `GET /v1/order/extra_prices`: extra services with their price for this shipping fee. */
export function listExtraPrices(call: CallContext<ExtraPricesQuery>): Promise<ExtraService[]> {
  return getExtraPrices(call.db, call.input.shippingFee, call.language);
}

/** Extra services with their price for a shipping fee. */
export async function getExtraPrices(db: Database, shippingFee: number, language: Language): Promise<ExtraService[]> {
  return priceExtraServices(await listExtraServices(db), shippingFee, language);
}

/**
 * The extra services read now and priced later: an order reads them before its transaction and
 * prices the chosen ones inside it, once the voucher's discount is known.
 */
export async function extraServicePricer(
  db: Database,
  language: Language,
): Promise<(shippingFee: number) => ExtraService[]> {
  const services = await listExtraServices(db);
  return (shippingFee) => priceExtraServices(services, shippingFee, language);
}

function priceExtraServices(services: ExtraServiceRow[], shippingFee: number, language: Language): ExtraService[] {
  return services.map((service) => ({
    code: service.code,
    name: textIn(service.name, language),
    price: extraServicePrice(service.pricing, shippingFee),
    currency: 'VND',
    isDefault: service.isDefault,
  }));
}

/** Extra services' names by code in a language, for orders that recorded them in another. */
export async function extraServiceNames(db: Database, language: Language): Promise<Map<string, string>> {
  const services = await listExtraServices(db);
  return new Map(services.map((service) => [service.code, textIn(service.name, language)]));
}
