import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiToken, demo } from './fixtures.ts';

/*
 * Cargo Direct's browser tests and screenshots book as the demo company with a contract
 * (B000001), whose default shipper is in Ho Chi Minh City and consignee in Hai Phong: flights
 * SGN → HPH.
 */

type Words = {
  commodity: RegExp;
  weight: RegExp;
  addLine: RegExp;
  search: RegExp;
  dates: RegExp;
};

const WORDS: Record<'vi' | 'ko' | 'en', Words> = {
  vi: {
    commodity: /^Loại hàng hóa/,
    weight: /^Tổng trọng lượng/,
    addLine: /Thêm kích thước/,
    search: /^Tìm chuyến bay/,
    dates: /^Ngày bay/,
  },
  ko: {
    commodity: /^화물 품목/,
    weight: /^총 중량/,
    addLine: /크기 추가/,
    search: /^항공편 검색/,
    dates: /^운항 날짜/,
  },
  en: {
    commodity: /^Commodity/,
    weight: /^Total weight/,
    addLine: /Add a size/,
    search: /^Search flights/,
    dates: /^Flight dates/,
  },
};

/** Three sizes of piece: 1 + 2 + 3 packages, 139.4 kg volumetric. */
export const CARGO_SIZES: CargoShipment['lines'] = [
  [100, 60, 50, 1],
  [80, 50, 40, 2],
  [60, 40, 30, 3],
];

export type CargoShipment = { commodity: string; weight: string; lines: [number, number, number, number][] };

/** Fills the flight filter as a customer would: commodity, weight, then one line per size of piece. */
export async function fillCargoFilter(page: Page, language: 'vi' | 'ko' | 'en', shipment: CargoShipment) {
  const words = WORDS[language];
  const commodity = page.getByRole('combobox', { name: words.commodity });
  await expect(commodity).toBeEnabled();
  await commodity.click();
  await page.getByRole('option', { name: shipment.commodity, exact: true }).click();
  await page.getByRole('textbox', { name: words.weight }).fill(shipment.weight);
  for (const [index, sizes] of shipment.lines.entries()) {
    if (index > 0) await page.getByRole('button', { name: words.addLine }).click();
    const fields = page.getByTestId(`dimension-line-${index + 1}`).getByRole('textbox');
    for (const [field, value] of sizes.entries()) await fields.nth(field).fill(String(value));
  }
}

/** Chooses a preset of the date range ("next 7 days"). */
export async function chooseDatePreset(page: Page, language: 'vi' | 'ko' | 'en', preset: RegExp) {
  await page.getByRole('button', { name: WORDS[language].dates }).click();
  await page.getByRole('button', { name: preset }).click();
}

export async function searchFlights(page: Page, language: 'vi' | 'ko' | 'en') {
  const search = page.getByRole('button', { name: WORDS[language].search });
  await expect(search).toBeEnabled();
  await search.click();
}

type Wire = Record<string, unknown>;

async function companyHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await apiToken(request, demo.businessWithContract.username)}` };
}

/** Vietnam's calendar day `days` from today (YYYY-MM-DD), as the search takes it. */
const vietnamDay = (days: number) =>
  new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The first SGN → HPH flight the search offers the company from the day after tomorrow: a booking
 * on it can still be cancelled (until 8 hours before the flight) whatever the time of day the test runs.
 */
export async function firstCargoFlight(request: APIRequestContext): Promise<string> {
  const fromDay = 2;
  const search = await request.post('/api/v2/cargo/available-flights', {
    headers: await companyHeaders(request),
    data: {
      departure_airport: 'SGN',
      arrival_airport: 'HPH',
      product_code: '0000',
      weight: 50,
      dimension: [{ length: 10, width: 10, height: 10, quantity: 1 }],
      from_date: vietnamDay(fromDay),
      to_date: vietnamDay(fromDay + 4),
    },
  });
  expect(search.status(), await search.text()).toBe(200);
  const [flight] = Object.values((await search.json()).data as Record<string, { flight_id: string }[]>).flat();
  return flight.flight_id;
}

/** A cash Cargo Direct order of the demo company through the API, on a flight the search answered. */
export async function placeCargoOrderThroughApi(request: APIRequestContext, flightId: string, weight: number) {
  const headers = await companyHeaders(request);
  const addresses = await request.post('/api/v2/address?page=1&limit=100', { headers, data: {} });
  const book = (await addresses.json()).data as Wire[];
  const sender = book.find((address) => address.is_default && address.type === 'SENDER');
  const receiver = book.find((address) => address.is_default && address.type === 'RECEIVER');
  const shipment = { weight, dimension: [{ length: 10, width: 10, height: 10, quantity: 1 }] };
  const fee = await request.post('/api/v2/cargo/recalculate-fee', {
    headers,
    data: { flight_id: flightId, product_code: '0000', ...shipment },
  });
  expect(fee.status(), await fee.text()).toBe(200);
  const order = await request.post('/api/v2/cargo/create-order', {
    headers,
    data: {
      flight_id: flightId,
      sender_address_id: sender?.id,
      receiver_address_id: receiver?.id,
      order_details: [{ production_code: '0000' }],
      ...shipment,
      payment_method: 'cash',
      amount: (await fee.json()).data.price,
      ben_agreed: true,
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  return (await order.json()).data as { uuid: string; order_id: string };
}

/**
 * Books through the API, as another customer of the company would, all but `leaveKg` of the room a
 * flight has before this shipment: the flight then fills between the page's search and its order.
 */
export async function fillFlightThroughApi(request: APIRequestContext, flight: Wire, leaveKg: number) {
  const roomBefore = Number(flight.remainwt) + Number(flight.charge_weight ?? 0);
  await placeCargoOrderThroughApi(request, String(flight.flight_id), Math.round((roomBefore - leaveKg) * 10) / 10);
}
