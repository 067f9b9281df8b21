import { percentOf } from '@skyparcel/domain/amounts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { readReference } from '../../db/reference-cache.ts';
import { tariffSettings } from '../../db/schema/tariffs.ts';

/** Cargo Direct's data (seed/data/tariffs.json "cargoDirect", a row of tariff_settings staff may edit). */
export type CargoSettings = {
  /** Provinces whose centre lies within this distance of an airport send from and receive at it. */
  catchmentKm: number;
  /** The airports that take Cargo Direct, each with the catalog product codes it accepts. */
  airports: Record<string, string[]>;
  /** Price per kg of chargeable weight from each band's lower bound up, in dong. */
  bands: { fromKg: number; perKg: number }[];
  /** A commodity's price as a percent of the band's (100 when not listed). */
  commodityPercent: Record<string, number>;
  roundTo: number;
  /** cm³ a kilogram of volumetric weight (IATA's 6000 for air cargo). */
  volumetricDivisor: number;
  collectionHoursBeforeDeparture: number;
  deliveryHoursAfterArrival: number;
  cancelHoursBeforeFlight: number;
  /** The carrier's three-digit IATA prefix its air waybill numbers start with. */
  airWaybillPrefix: string;
};

export function loadCargoSettings(db: Database): Promise<CargoSettings> {
  return readReference(db, 'cargo_settings', ['tariff_settings'], async () => {
    const [row] = await db.select().from(tariffSettings).where(eq(tariffSettings.key, 'cargoDirect'));
    if (!row) throw new Error('the tariff has no cargoDirect settings (npm run db:seed)');
    return row.value as CargoSettings;
  });
}

const HOUR = 3_600_000;

/** When the goods must be at the departure airport, and when they can be collected at the arrival one. */
export function handoverTimes(settings: CargoSettings, flight: { departureAt: Date; arrivalAt: Date }) {
  return {
    collectionTime: new Date(flight.departureAt.getTime() - settings.collectionHoursBeforeDeparture * HOUR),
    deliveryTime: new Date(flight.arrivalAt.getTime() + settings.deliveryHoursAfterArrival * HOUR),
  };
}

/**
 * The shipping fee: the chargeable weight at its band's rate per kg, times the commodity's percent,
 * rounded up to the tariff's step (1,000 đ).
 */
export function cargoShippingFee(settings: CargoSettings, productCode: string, chargeKg: number) {
  const band = settings.bands.findLast((candidate) => chargeKg >= candidate.fromKg) ?? settings.bands[0];
  const pricePerKg = percentOf(band.perKg, settings.commodityPercent[productCode] ?? 100);
  const price = Math.ceil((chargeKg * pricePerKg) / settings.roundTo) * settings.roundTo;
  return { price, pricePerKg };
}
