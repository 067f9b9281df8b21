/*
 * The air waybill number of a Cargo Direct booking (spec 2 "awb.airwayBillNumber"), in IATA's form:
 * the carrier's three-digit prefix, a seven-digit serial and a check digit that is the serial
 * modulo 7, written "123-45678901".
 */

const SERIAL_LIMIT = 10_000_000;
const AWB_PATTERN = /^(\d{3})-(\d{7})(\d)$/;

/** The air waybill number of `serial` (0 to 9,999,999) under a carrier's three-digit prefix. */
export function airWaybillNumber(prefix: string, serial: number): string {
  if (!/^\d{3}$/.test(prefix)) throw new Error(`an air waybill prefix is three digits, not "${prefix}"`);
  if (!Number.isInteger(serial) || serial < 0 || serial >= SERIAL_LIMIT) {
    throw new Error(`an air waybill serial is 0 to 9999999, not ${serial}`);
  }
  return `${prefix}-${String(serial).padStart(7, '0')}${serial % 7}`;
}

/** Whether a text is an air waybill number whose check digit agrees with its serial. */
export function isAirWaybillNumber(value: string): boolean {
  const match = AWB_PATTERN.exec(value);
  return match !== null && Number(match[2]) % 7 === Number(match[3]);
}
