/*
 * A shop's sheet of orders for the checks that import one (the cluster check, the bench): rows
 * every import rule accepts, a Hà Nội receiver of clothes door to door paid in cash (the defaults),
 * each receiver named apart, written as the CSV a shop uploads (the headers are the column keys).
 */
import { stringify } from 'csv-stringify/sync';

const ROW = {
  receiverName: 'Khách',
  receiverPhone: '0912 345 678',
  receiverStreet: '25 Phan Đình Phùng',
  receiverWard: 'Phường Ba Đình',
  receiverProvince: 'Thành phố Hà Nội',
  product: 'CLOTHES',
  weight: '0,5',
  length: '20',
  width: '15',
  height: '10',
};

/** A name's own letters for each row (a name takes no digits): A, B, … Z, BA… */
const lettersOf = (index) =>
  (index >= 26 ? lettersOf(Math.floor(index / 26)) : '') + String.fromCharCode(65 + (index % 26));

/** The sheet of `count` good rows as CSV text. */
export function goodSheetCsv(count) {
  const rows = Array.from({ length: count }, (_, index) => ({ ...ROW, receiverName: `Khách ${lettersOf(index)}` }));
  return stringify([Object.keys(ROW), ...rows.map((row) => Object.values(row))]);
}
