import { type ShipmentMode, WEIGHT_LIMITS_KG } from '@skyparcel/domain/shipment-limits';

/*
 * The order screen's weight slider. How a typed weight or side is read and which rule it breaks is
 * the domain's (measure-reading.ts), shared with imported sheets.
 */

/** Slider marks for a mode: every 10 kg, or every 0.5 kg for the light modes (documents, Super). */
export function weightMarks(mode: ShipmentMode): number[] {
  const { max } = WEIGHT_LIMITS_KG[mode];
  const step = max <= 5 ? 0.5 : 10;
  const marks: number[] = [];
  for (let kg = 0; kg <= max + 1e-9; kg += step) marks.push(Math.round(kg * 10) / 10);
  return marks;
}
