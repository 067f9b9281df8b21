import type { CargoFlight } from '@skyparcel/domain/cargo-contracts';
import { describe, expect, it } from 'vitest';
import type { DraftAddress } from '../../lib/order-draft.ts';
import {
  addLine,
  applyDefaultAddresses,
  type CargoBill,
  changeFilter,
  changeLine,
  emptyLine,
  followAddresses,
  laterWindow,
  missingChoices,
  packagesOf,
  removeLine,
  searchRequestOf,
  startSearch,
  toCargoBill,
  toggleFlight,
} from './bill.ts';

const TODAY = '2026-11-26';
const address = (id: string, province: string): DraftAddress => ({
  id,
  personName: id,
  prefixPhone: '+84',
  phone: '900000000',
  fullAddress: id,
  lat: null,
  long: null,
  country: '0',
  province,
});
const saigon = address('saigon', '79');
const saigonToo = address('saigon-2', '79');
const haiphong = address('haiphong', '31');
const hanoi = address('hanoi', '01');
const flight = { flightId: 'f1', flightNumber: 'SP131', loadLevel: 'enough' } as CargoFlight;

/** A bill with addresses, a complete filter, a search made and a flight chosen. */
function searchedBill(): CargoBill {
  let bill = toCargoBill({ senderAddress: saigon, receiverAddress: haiphong }, TODAY);
  bill = changeFilter(bill, { departureAirport: 'SGN' });
  bill = changeFilter(bill, { arrivalAirport: 'HPH', productCode: '0000', weight: 120 });
  bill = changeLine(bill, 0, { length: 100, width: 60, height: 50, quantity: 2 });
  bill = startSearch(bill, searchRequestOf(bill.details.filter) as NonNullable<ReturnType<typeof searchRequestOf>>);
  return toggleFlight(bill, flight);
}

describe('the cargo order bill', () => {
  it('starts with no weight (the customer types it), one line of 1 package and the first 5 days', () => {
    const { filter } = toCargoBill({}, TODAY).details;
    expect(filter).toMatchObject({ weight: null, fromDate: '2026-11-26', toDate: '2026-11-30', productCode: null });
    expect(filter.lines).toEqual([emptyLine()]);
    expect(packagesOf(filter.lines)).toBe(1);
  });

  it('clears the chosen flight and the results on any filter change, and only then', () => {
    const bill = searchedBill();
    expect(bill.details.flight?.flightId).toBe('f1');
    for (const next of [
      changeFilter(bill, { weight: 121 }),
      changeFilter(bill, { toDate: '2026-12-05' }),
      changeLine(bill, 0, { quantity: 3 }),
      addLine(bill),
    ]) {
      expect(next.details).toMatchObject({ flight: null, search: null });
    }
  });

  it('drops the arrival airport and the commodity when the departure changes', () => {
    const next = changeFilter(searchedBill(), { departureAirport: 'DAD' });
    expect(next.details.filter).toMatchObject({ departureAirport: 'DAD', arrivalAirport: null, productCode: null });
  });

  it('resets weight, lines and commodity when an address changes, keeping the departure for the same province', () => {
    const bill = searchedBill();
    const otherReceiver = followAddresses({ ...bill, receiverAddress: hanoi }, TODAY);
    expect(otherReceiver.details.filter).toMatchObject({
      departureAirport: 'SGN',
      arrivalAirport: null,
      productCode: null,
      weight: null,
      lines: [emptyLine()],
    });
    expect(otherReceiver.details).toMatchObject({ flight: null, search: null });
    const sameProvinceSender = followAddresses({ ...bill, senderAddress: saigonToo }, TODAY);
    expect(sameProvinceSender.details.filter.departureAirport).toBe('SGN');
    const otherProvinceSender = followAddresses({ ...bill, senderAddress: hanoi, receiverAddress: haiphong }, TODAY);
    expect(otherProvinceSender.details.filter.departureAirport).toBeNull();
    // The same pair again changes nothing.
    expect(followAddresses(bill, TODAY)).toBe(bill);
  });

  it('keeps 1 to 10 dimension lines: the first cannot be removed, an eleventh is not added', () => {
    let bill = toCargoBill({}, TODAY);
    expect(removeLine(bill, 0)).toBe(bill);
    for (let line = 2; line <= 12; line++) bill = addLine(bill);
    expect(bill.details.filter.lines).toHaveLength(10);
    bill = removeLine(bill, 9);
    expect(bill.details.filter.lines).toHaveLength(9);
  });

  it('asks for a search only with every field in, and unselects the chosen flight when chosen again', () => {
    const fresh = toCargoBill({ senderAddress: saigon, receiverAddress: haiphong }, TODAY);
    expect(searchRequestOf(fresh.details.filter)).toBeNull();
    const bill = searchedBill();
    expect(searchRequestOf(bill.details.filter)).toMatchObject({ timezone: '+07', weight: 120 });
    expect(toggleFlight(bill, flight).details.flight).toBeNull();
  });

  it('offers the rest of a longer range after the 5 days searched', () => {
    const filter = { ...searchedBill().details.filter, toDate: '2026-12-06' };
    expect(laterWindow(filter, { toDate: '2026-11-30' }, TODAY)).toEqual({
      fromDate: '2026-12-01',
      toDate: '2026-12-06',
    });
    expect(laterWindow(filter, { toDate: '2026-12-06' }, TODAY)).toBeNull();
  });

  it('names every missing choice with its code before ordering', () => {
    expect(missingChoices(toCargoBill({}, TODAY))).toEqual({
      senderAddress: 'OrderBillSenderAddressValid',
      receiverAddress: 'OrderBillReceiverAddressValid',
      flight: 'OrderBillFlightValid',
      paymentMethod: 'C2cNoChoosePaymentMethod',
      terms: 'TermAndConditionAgreedValid',
    });
  });

  it('fills the default shipper and a default consignee in another province', () => {
    const book = [
      { ...saigon, isDefault: true, type: 'SENDER' },
      { ...saigonToo, isDefault: true, type: 'RECEIVER' },
      { ...haiphong, isDefault: true, type: 'RECEIVER' },
    ];
    const bill = applyDefaultAddresses(toCargoBill({}, TODAY), book, TODAY);
    expect([bill.senderAddress?.id, bill.receiverAddress?.id]).toEqual(['saigon', 'haiphong']);
  });

  it('starts the dates again when the kept bill is from an earlier day', () => {
    const kept = toCargoBill({}, '2026-11-20');
    expect(toCargoBill({ details: kept.details }, TODAY).details.filter.fromDate).toBe(TODAY);
  });
});
