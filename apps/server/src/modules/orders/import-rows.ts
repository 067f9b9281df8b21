import { createHash, randomUUID } from 'node:crypto';
import type { Address } from '@skyparcel/domain/address-contracts';
import type { ErrorCode } from '@skyparcel/domain/error-codes';
import { errorMessage, importProblemText } from '@skyparcel/domain/messages';
import { type CreateOrderInput, createOrderRequestSchema } from '@skyparcel/domain/order-contracts';
import {
  type CellProblem,
  IMPORT_COLUMNS,
  type ImportColumn,
  type ImportProduct,
  type ImportRow,
  readImportRow,
} from '@skyparcel/domain/order-import';
import type {
  ImportPlacedRow,
  ImportPreview,
  ImportPreviewRow,
  ImportProblem,
  ImportSheetRow,
} from '@skyparcel/domain/order-import-contracts';
import { formatPhone } from '@skyparcel/domain/phone';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallerContext } from '../../http/call-context.ts';
import { getDefaultSender } from '../addresses/get-address.ts';
import { getFlightView } from '../flights/get-flight.ts';
import { type PlaceReading, resolveWrittenPlace, type WrittenPlace } from '../locations/resolve-written-place.ts';
import { postOfficeIdOfCode } from '../post-offices/get-post-office.ts';
import { buildC2cOfferBetween } from './c2c-offer.ts';
import type { Offer } from './offer.ts';
import { importableProducts } from './order-import-template.ts';
import { findOrdersByIdempotencyKeys } from './order-repository.ts';
import { placeOrder } from './place-order.ts';

/*
 * The rows of an imported sheet (issue 37) as orders: each read with the order screen's rules
 * (order-import.ts, then the order request's own contract), its receiver's place resolved to a
 * ward, quoted exactly as the order would be placed, and placed through the one order pipeline
 * under a key made from the file and the row, so no row is ever placed twice.
 */

/** What every row of one sheet shares: who sends, the products by code, and places already looked up. */
type ImportPlan = {
  sender: Address;
  products: ReadonlyMap<string, ImportProduct>;
  placeOf(place: WrittenPlace): Promise<PlaceReading>;
  postOfficeOf(code: string): Promise<string | undefined>;
};

/** A row read to an order request, or its problems. */
type RowOrder = { input: Omit<CreateOrderInput, 'amount'>; receiver: Address } | { problems: ImportProblem[] };

/** Rows looked at together: a sheet's places and quotes are read a few at a time, not all at once. */
const ROWS_AT_ONCE = 8;

/**
 * A row's idempotency key: the file's digest, the row's line and its cells as sent. The same row
 * of the same file is the same order, whenever and however often it is sent; a row fixed in the
 * page is another order.
 */
export function importRowKey(fileDigest: string, row: ImportSheetRow): string {
  const cells = IMPORT_COLUMNS.map((column) => (row.cells[column] ?? '').trim());
  const digest = createHash('sha256')
    .update(JSON.stringify([fileDigest, row.line, cells]))
    .digest('hex');
  return `import-${digest}`;
}

/** The sheet's preview: each row's quote, its problems, or the order it already placed; and the totals. */
export async function previewImport(
  context: CallerContext,
  fileDigest: string,
  rows: ImportSheetRow[],
): Promise<ImportPreview> {
  const plan = await importPlan(context);
  const placed = await placedOrders(context, fileDigest, rows);
  const previews = await inSlices(rows, (row) => previewRow(context, plan, row, placed.get(row.line) ?? null));
  const ready = previews.filter((row) => row.quote);
  return {
    fileDigest,
    rows: previews,
    totals: {
      rows: previews.length,
      ready: ready.length,
      withProblems: previews.filter((row) => row.problems.length > 0).length,
      placed: previews.filter((row) => row.placedOrder).length,
      amount: ready.reduce((sum, row) => sum + (row.quote?.amount ?? 0), 0),
    },
  };
}

/**
 * Places a slice of rows, one after another, each at the amount its preview showed (a moved
 * price is that row's PRICE_CHANGED). A row that fails is reported and the rest go on; a row
 * placed before (a retry, the same file again) answers its order and places nothing.
 */
export async function placeImportRows(
  context: CallerContext,
  fileDigest: string,
  rows: (ImportSheetRow & { amount: number })[],
): Promise<ImportPlacedRow[]> {
  const plan = await importPlan(context);
  const placed = await placedOrders(context, fileDigest, rows);
  const results: ImportPlacedRow[] = [];
  for (const row of rows) {
    const earlier = placed.get(row.line);
    if (earlier) results.push({ line: row.line, order: earlier, placedBefore: true, problems: [] });
    else results.push(await placeRow(context, plan, fileDigest, row));
  }
  return results;
}

async function placeRow(
  context: CallerContext,
  plan: ImportPlan,
  fileDigest: string,
  row: ImportSheetRow & { amount: number },
): Promise<ImportPlacedRow> {
  const read = await orderOfRow(context, plan, row);
  if ('problems' in read) return { line: row.line, order: null, placedBefore: false, problems: read.problems };
  const ends = { sender: plan.sender, receiver: read.receiver };
  try {
    const order = await placeOrder(
      { ...context, input: { ...read.input, amount: row.amount } },
      importRowKey(fileDigest, row),
      (caller, input) => buildC2cOfferBetween(caller, ends, input),
    );
    // A concurrent request with the same key answers the order the other placed: it is one order either way.
    const placedBefore = order.createdAt.getTime() !== context.now.getTime();
    return { line: row.line, order: { id: order.id, code: order.code }, placedBefore, problems: [] };
  } catch (error) {
    return { line: row.line, order: null, placedBefore: false, problems: problemsOfError(context, error) };
  }
}

async function previewRow(
  context: CallerContext,
  plan: ImportPlan,
  row: ImportSheetRow,
  placedOrder: ImportPreviewRow['placedOrder'],
): Promise<ImportPreviewRow> {
  if (placedOrder) return { ...row, problems: [], quote: null, placedOrder };
  const read = await orderOfRow(context, plan, row);
  if ('problems' in read) return { ...row, problems: read.problems, quote: null, placedOrder: null };
  try {
    const offer = await buildC2cOfferBetween(
      context,
      { sender: plan.sender, receiver: read.receiver },
      { ...read.input, amount: 0 },
    );
    return { ...row, problems: [], quote: await quoteOf(context, offer), placedOrder: null };
  } catch (error) {
    return { ...row, problems: problemsOfError(context, error), quote: null, placedOrder: null };
  }
}

/** Thrown to undo a quote's transaction: the fees are settled exactly as the order would, and kept nowhere. */
const UNDO = Symbol('undo');

/**
 * What the row would cost if placed now: its fee lines settled as the pipeline settles them (a
 * voucher redeemed under its lock and its limits checked), in a transaction that is then undone.
 */
async function quoteOf(context: CallerContext, offer: Offer): Promise<NonNullable<ImportPreviewRow['quote']>> {
  let amount = 0;
  await inTransaction(context.db, async (tx) => {
    amount = (await offer.settleFees(tx, randomUUID())).total;
    throw UNDO;
  }).catch((error: unknown) => {
    if (error !== UNDO) throw error;
  });
  const flight = offer.order.flightId ? await getFlightView(context.db, offer.order.flightId) : null;
  return {
    amount,
    currency: 'VND',
    flight: flight ? { number: flight.flightNumber, departureAt: flight.departureAt } : null,
    arrivalAt: new Date(offer.order.estDateTime as Date).toISOString(),
  };
}

/** The row's cells to the order screen's request, through the same contract; or every problem found. */
async function orderOfRow(context: CallerContext, plan: ImportPlan, row: ImportSheetRow): Promise<RowOrder> {
  const reading = readImportRow(row.cells, plan.products);
  const problems: CellProblem[] = [...reading.problems];
  const place = await placeOfCells(plan, row.cells);
  if (place && 'problem' in place) problems.push(placeProblem(place.problem));
  const points = reading.row ? await pointsOf(plan, reading.row) : NO_POINTS;
  if (points.senderPointInfo === null)
    problems.push({ column: 'senderPostOffice', code: 'validation_import_post_office' });
  if (points.receiverPointInfo === null) {
    problems.push({ column: 'receiverPostOffice', code: 'validation_import_post_office' });
  }
  if (!reading.row || !place || 'problem' in place || problems.length > 0) {
    return { problems: problems.map((problem) => cellProblemOf(context, problem)) };
  }
  const read = reading.row;
  const parsed = createOrderRequestSchema.safeParse({
    senderAddressId: plan.sender.id,
    receiverAddressId: 'import',
    productId: read.productId,
    weight: read.weight,
    dimension: read.dimension,
    premium: read.tier === 'PREMIUM',
    deliveryType: read.handover,
    amount: 0,
    voucher: read.voucher ?? '',
    note: read.note,
    paymentMethod: read.paymentMethod,
    senderPointInfo: points.senderPointInfo,
    receiverPointInfo: points.receiverPointInfo,
    benAgreed: true,
  });
  if (!parsed.success) {
    return { problems: problemsOfError(context, AppError.fromZod(parsed.error)) };
  }
  const { amount: _amount, ...input } = parsed.data;
  return { input, receiver: receiverOf(read, place.location, context.now) };
}

type PointInfo = { id: string } | null | undefined;
type Points = { senderPointInfo: PointInfo; receiverPointInfo: PointInfo };
const NO_POINTS: Points = { senderPointInfo: undefined, receiverPointInfo: undefined };

/** The post offices a row's handover names, by id; null for a code no office has. */
async function pointsOf(plan: ImportPlan, row: ImportRow): Promise<Points> {
  const pointOf = async (code: string | null): Promise<PointInfo> => {
    if (!code) return undefined;
    const id = await plan.postOfficeOf(code);
    return id ? { id } : null;
  };
  const [senderPointInfo, receiverPointInfo] = await Promise.all([
    pointOf(row.senderPostOffice),
    pointOf(row.receiverPostOffice),
  ]);
  return { senderPointInfo, receiverPointInfo };
}

/** The receiver as the order keeps them: a snapshot of an address, as a saved one would be, never saved. */
function receiverOf(
  row: ImportRow,
  location: Extract<PlaceReading, { location: unknown }>['location'],
  now: Date,
): Address {
  return {
    id: randomUUID(),
    type: 'RECEIVER',
    isDefault: false,
    personName: row.receiver.name,
    prefixPhone: '+84',
    phone: row.receiver.phone,
    phoneDisplay: formatPhone('+84', row.receiver.phone),
    cardId: null,
    country: location.country.value,
    province: location.province.value,
    district: location.district?.value ?? '0',
    village: location.village.value,
    locId: location.locId,
    address: row.receiver.street,
    addressDetail: null,
    postCode: null,
    pccc: null,
    additionalInfo: null,
    // Like a saved address without a map pick: the ward's point stands in for the door.
    lat: location.lat,
    long: location.lng,
    fullAddress: `${row.receiver.street}, ${location.formattedAddress}`,
    createdAt: now.toISOString(),
  };
}

/** The place the row's cells name, or null when its ward or province is not written (readImportRow says so). */
function placeOfCells(plan: ImportPlan, cells: ImportSheetRow['cells']): Promise<PlaceReading> | null {
  const place = {
    ward: (cells.receiverWard ?? '').trim(),
    district: (cells.receiverDistrict ?? '').trim(),
    province: (cells.receiverProvince ?? '').trim(),
  };
  return place.ward && place.province ? plan.placeOf(place) : null;
}

const PLACE_COLUMNS = {
  ward: 'receiverWard',
  district: 'receiverDistrict',
  province: 'receiverProvince',
} as const satisfies Record<string, ImportColumn>;

function placeProblem(problem: Extract<PlaceReading, { problem: unknown }>['problem']): CellProblem {
  return { column: PLACE_COLUMNS[problem.unit], code: `validation_import_place_${problem.reason}` };
}

/** The account's default sender, the products a sheet may name, and lookups remembered for this sheet. */
async function importPlan(context: CallerContext): Promise<ImportPlan> {
  const [sender, products] = await Promise.all([
    getDefaultSender(context.db, context.userId, context.language),
    importableProducts(context.db),
  ]);
  if (!sender) throw new AppError('IMPORT_NO_DEFAULT_SENDER');
  return {
    sender,
    products: new Map(products.map((product) => [product.code, product])),
    placeOf: remembered(
      (place: WrittenPlace) => `${place.ward}|${place.district}|${place.province}`,
      (place) => resolveWrittenPlace(context.db, place, context.language),
    ),
    postOfficeOf: remembered(
      (code: string) => code,
      (code) => postOfficeIdOfCode(context.db, code),
    ),
  };
}

/** A lookup asked once per key: a shop's sheet names the same few wards and offices on many rows. */
function remembered<A, R>(keyOf: (argument: A) => string, look: (argument: A) => Promise<R>) {
  const known = new Map<string, Promise<R>>();
  return (argument: A) => {
    const key = keyOf(argument);
    const answer = known.get(key) ?? look(argument);
    known.set(key, answer);
    return answer;
  };
}

/** Orders the rows placed before, by line. */
async function placedOrders(context: CallerContext, fileDigest: string, rows: ImportSheetRow[]) {
  const keys = rows.map((row) => importRowKey(fileDigest, row));
  const byKey = await findOrdersByIdempotencyKeys(context.db, context.userId, keys);
  const byLine = new Map<number, { id: string; code: string }>();
  rows.forEach((row, index) => {
    const order = byKey.get(keys[index]);
    if (order) byLine.set(row.line, order);
  });
  return byLine;
}

async function inSlices<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += ROWS_AT_ONCE) {
    results.push(...(await Promise.all(items.slice(start, start + ROWS_AT_ONCE).map(work))));
  }
  return results;
}

/** The request fields a row's cells become, and the order errors that concern one cell. */
const FIELD_COLUMNS: Record<string, ImportColumn> = {
  productId: 'product',
  weight: 'weight',
  dimension: 'height',
  deliveryType: 'handover',
  senderPointInfo: 'senderPostOffice',
  receiverPointInfo: 'receiverPostOffice',
  voucher: 'voucher',
  note: 'note',
  paymentMethod: 'paymentMethod',
  premium: 'tier',
};
const CODE_COLUMNS: Partial<Record<ErrorCode, ImportColumn>> = {
  PRODUCT_NOT_AVAILABLE: 'product',
  PREMIUM_PRODUCT_NOT_SUPPORTED: 'tier',
  PREMIUM_NOT_FASTER_ON_ROUTE: 'tier',
  SPECIAL_COMMODITY_POST_OFFICE_ONLY: 'handover',
  SENDER_POST_OFFICE_NOT_SERVING: 'senderPostOffice',
  RECEIVER_POST_OFFICE_NOT_SERVING: 'receiverPostOffice',
  PAYMENT_METHOD_NOT_AVAILABLE: 'paymentMethod',
};

function cellProblemOf(context: CallerContext, problem: CellProblem): ImportProblem {
  return { column: problem.column, code: problem.code, message: importProblemText(context.language, problem) };
}

/** An order's refusal as the row's problems: at the cell it concerns where one does, else the row's. */
function problemsOfError(context: CallerContext, error: unknown): ImportProblem[] {
  if (!(error instanceof AppError)) throw error;
  if (error.code === 'VALIDATION_ERROR') {
    return (error.options.fields ?? []).map(({ field, code, params }) => {
      const column = FIELD_COLUMNS[field];
      return column
        ? cellProblemOf(context, { column, code, params: params as CellProblem['params'] })
        : { column: null, code, message: errorMessage(context.language, code, params) };
    });
  }
  const column = CODE_COLUMNS[error.code] ?? (error.code.startsWith('VOUCHER_') ? 'voucher' : null);
  return [{ column, code: error.code, message: errorMessage(context.language, error.code, error.options.params) }];
}
