import { personNameIssue } from './account-rules.ts';
import { ADDRESS_LIMITS } from './address-contracts.ts';
import type { PackageType } from './catalog-contracts.ts';
import { readMeasure, sizeProblem, weightProblem } from './measure-reading.ts';
import { NOTE_MAX_LENGTH } from './order-rules.ts';
import { isValidPhoneDigits, phoneCountryIssue, stripTrunkZero } from './phone.ts';
import { HANDOVERS, type Handover } from './pricing.ts';
import { domesticModeOf, handoverRefusal } from './shipment-limits.ts';
import { foldVietnamese } from './text-fold.ts';

/*
 * Many domestic orders from one sheet (issue 37): its columns, and how one row's cells are read
 * with the order screen's rules (names, phones, weights, sizes, handovers). Where the receiver's
 * place is and what the row costs are the server's to find (the place search, the pricing); this
 * module reads only what the cells say. The texts of the columns are in locales/order-import.
 */

/** The most rows one sheet may hold (the issue's limit). */
export const IMPORT_MAX_ROWS = 1000;

/** The sheet's columns, in the template's order. */
export const IMPORT_COLUMNS = [
  'receiverName',
  'receiverPhone',
  'receiverStreet',
  'receiverWard',
  'receiverDistrict',
  'receiverProvince',
  'product',
  'weight',
  'length',
  'width',
  'height',
  'handover',
  'senderPostOffice',
  'receiverPostOffice',
  'tier',
  'paymentMethod',
  'voucher',
  'note',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/**
 * Tiers a sheet may ask for. Super needs a receiving slot picked from the day's offer, which a
 * sheet cannot know in advance: Super orders are placed on the order screen.
 */
export const IMPORT_TIERS = ['BASIC', 'PREMIUM'] as const;
/**
 * How a sheet's orders are paid: cash at pickup, or the wallet. A batch paid online would be one
 * gateway payment for many orders, which a failed row would have to part-refund: left out.
 */
export const IMPORT_PAYMENT_METHODS = ['cash', 'topup'] as const;
export type ImportTier = (typeof IMPORT_TIERS)[number];
export type ImportPaymentMethod = (typeof IMPORT_PAYMENT_METHODS)[number];

/** The values a column's drop-down offers, where the column takes one of a list. */
export const IMPORT_CHOICES: Partial<Record<ImportColumn, readonly string[]>> = {
  handover: HANDOVERS,
  tier: IMPORT_TIERS,
  paymentMethod: IMPORT_PAYMENT_METHODS,
};

/** A row as the cells give it: each column's text, trimmed; a column the sheet lacks is empty. */
export type ImportCells = Partial<Record<ImportColumn, string>>;
export type CellProblem = { column: ImportColumn; code: string; params?: Record<string, number> };

/** What a product code means for a row: the catalogue's product, as its kind of package. */
export type ImportProduct = { id: number; code: string; packageType: PackageType };

export type ImportRow = {
  receiver: { name: string; phone: string; street: string; ward: string; district: string; province: string };
  productId: number;
  productCode: string;
  weight: number;
  dimension: string;
  handover: Handover;
  /** A post office's code, for a handover at a post office on that side. */
  senderPostOffice: string | null;
  receiverPostOffice: string | null;
  tier: ImportTier;
  paymentMethod: ImportPaymentMethod;
  voucher: string | null;
  note: string;
};

/** Columns a row cannot go without; the others have a default or are needed only by some rows. */
export const IMPORT_REQUIRED_COLUMNS: readonly ImportColumn[] = [
  'receiverName',
  'receiverPhone',
  'receiverStreet',
  'receiverWard',
  'receiverProvince',
  'product',
  'weight',
  'length',
  'width',
  'height',
];

/** What a column may be headed by: its name in any of our languages, folded, or its key itself. */
export function importColumnOfHeader(
  header: string,
  labels: readonly Record<ImportColumn, string>[],
): ImportColumn | undefined {
  const folded = foldVietnamese(header);
  return IMPORT_COLUMNS.find(
    (column) => foldVietnamese(column) === folded || labels.some((label) => foldVietnamese(label[column]) === folded),
  );
}

/**
 * One row read with the order screen's rules: the row, or every problem it has, each at its
 * column, so the preview can show them at their cells.
 */
export function readImportRow(
  cells: ImportCells,
  productsByCode: ReadonlyMap<string, ImportProduct>,
): { row: ImportRow | null; problems: CellProblem[] } {
  const cell = (column: ImportColumn) => (cells[column] ?? '').trim();
  const problems: CellProblem[] = IMPORT_REQUIRED_COLUMNS.filter((column) => cell(column) === '').map((column) => ({
    column,
    code: 'validation_required',
  }));
  const report = (column: ImportColumn, problem: { code: string; params?: Record<string, number> } | null) => {
    if (problem && !problems.some((known) => known.column === column)) problems.push({ column, ...problem });
  };

  report('receiverName', textProblem(cell('receiverName'), personNameIssue));
  const phone = nationalDigits(cell('receiverPhone'));
  report('receiverPhone', phoneProblem(phone));
  report('receiverStreet', lengthProblem(cell('receiverStreet'), ADDRESS_LIMITS.address));
  report('note', lengthProblem(cell('note'), NOTE_MAX_LENGTH));

  const product = productsByCode.get(cell('product').toUpperCase());
  if (cell('product') && !product) report('product', { code: 'validation_import_product' });
  const handover = choiceOf(cell('handover') || 'D2D', HANDOVERS);
  const tier = choiceOf(cell('tier') || 'BASIC', IMPORT_TIERS);
  const paymentMethod = choiceOf(cell('paymentMethod') || 'cash', IMPORT_PAYMENT_METHODS);
  if (!handover) report('handover', { code: 'validation_import_choice' });
  if (!tier) {
    const isSuper = cell('tier').toUpperCase() === 'SUPER';
    report('tier', { code: isSuper ? 'validation_import_super' : 'validation_import_choice' });
  }
  if (!paymentMethod) report('paymentMethod', { code: 'validation_import_choice' });
  if (product && handover && handoverRefusal(product.code, handover)) {
    report('handover', { code: 'validation_import_post_office_only' });
  }
  const senderPostOffice = postOfficeOf(cell('senderPostOffice'), handover?.startsWith('P'));
  const receiverPostOffice = postOfficeOf(cell('receiverPostOffice'), handover?.endsWith('P'));
  if (senderPostOffice === undefined) report('senderPostOffice', { code: 'validation_required' });
  if (receiverPostOffice === undefined) report('receiverPostOffice', { code: 'validation_required' });

  const weight = readMeasure(cell('weight'));
  const mode = domesticModeOf({ tier: tier ?? 'BASIC', packageType: product?.packageType ?? 'PARCEL' });
  report('weight', weightProblem(weight, mode));
  const sides = (['length', 'width', 'height'] as const).map((column) => readMeasure(cell(column)));
  const sizeIssue = sizeProblem(sides);
  if (sizeIssue) report(sizeIssue.code === 'validation_size_sum' ? 'height' : firstBadSide(sides), sizeIssue);

  if (problems.length > 0 || !product || !handover || !tier || !paymentMethod || weight.kind !== 'number') {
    return { row: null, problems: sortedByColumn(problems) };
  }
  const [length, width, height] = sides.map((side) => (side.kind === 'number' ? side.value : 0));
  return {
    row: {
      receiver: {
        name: cell('receiverName'),
        phone,
        street: cell('receiverStreet'),
        ward: cell('receiverWard'),
        district: cell('receiverDistrict'),
        province: cell('receiverProvince'),
      },
      productId: product.id,
      productCode: product.code,
      weight: weight.value,
      dimension: `${length}x${width}x${height}`,
      handover,
      senderPostOffice: senderPostOffice ?? null,
      receiverPostOffice: receiverPostOffice ?? null,
      tier,
      paymentMethod,
      voucher: cell('voucher') || null,
      note: cell('note'),
    },
    problems: [],
  };
}

/** One of a list's values, typed in any case. */
function choiceOf<T extends string>(text: string, choices: readonly T[]): T | undefined {
  return choices.find((choice) => choice.toUpperCase() === text.toUpperCase());
}

function textProblem(text: string, issueOf: (value: string) => string | null) {
  if (text === '') return null;
  const code = issueOf(text);
  return code ? { code } : null;
}

function lengthProblem(text: string, max: number) {
  return [...text].length > max ? { code: 'validation_max_length', params: { max } } : null;
}

function phoneProblem(national: string) {
  if (national === '') return null;
  if (!isValidPhoneDigits(`0${national}`)) return { code: 'validation_range_length_phone' };
  const code = phoneCountryIssue('+84', `0${national}`);
  return code ? { code } : null;
}

/** A Vietnamese number as typed ("0912 345 678", "+84 912-345-678", or 912345678 from a number cell) as stored. */
function nationalDigits(text: string): string {
  const compact = text.replace(/[\s.()-]/g, '');
  return stripTrunkZero(compact.startsWith('+84') ? compact.slice(3) : compact);
}

/** A post office's code: null where the handover needs none, undefined where it needs one and has none. */
function postOfficeOf(text: string, isNeeded: boolean | undefined): string | null | undefined {
  if (!isNeeded) return null;
  return text === '' ? undefined : text.toUpperCase();
}

function firstBadSide(sides: ReturnType<typeof readMeasure>[]): ImportColumn {
  const index = sides.findIndex((side) => side.kind !== 'number' || side.value < 1);
  return (['length', 'width', 'height'] as const)[Math.max(index, 0)];
}

const sortedByColumn = (problems: CellProblem[]) =>
  [...problems].sort((a, b) => IMPORT_COLUMNS.indexOf(a.column) - IMPORT_COLUMNS.indexOf(b.column));
