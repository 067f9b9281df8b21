import { z } from 'zod';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from './order-import.ts';

/*
 * The order import's calls (issue 37). The rules of a row are in order-import.ts.
 */

export const IMPORT_TEMPLATE_FORMATS = ['xlsx', 'csv'] as const;
export type ImportTemplateFormat = (typeof IMPORT_TEMPLATE_FORMATS)[number];

/** `GET /v1/orders/import/template`: the sheet to fill, as .xlsx (the default) or .csv. */
export const importTemplateQuerySchema = z.object({
  format: z.enum(IMPORT_TEMPLATE_FORMATS, { error: 'validation_invalid' }).default('xlsx'),
});

/** The largest upload read: a sheet of 1,000 orders is a few hundred kB. */
export const IMPORT_MAX_UPLOAD_MB = 5;

/** Rows one "create" call places; the page sends a sheet in such slices and shows its progress. */
export const IMPORT_PLACE_BATCH = 50;

/** A row's cells as the page holds them, keyed by column, each as typed (a fixed row is sent again). */
const importCellsSchema = z.partialRecord(z.enum(IMPORT_COLUMNS), z.string().max(500, { error: 'validation_invalid' }));

/** The uploaded file's SHA-256: with the row's line and cells, the row's idempotency key. */
const fileDigestSchema = z.string().regex(/^[0-9a-f]{64}$/, { error: 'validation_invalid' });

export const importSheetRowSchema = z.object({
  /** The row's number as the spreadsheet shows it (the headers are row 1). */
  line: z
    .number()
    .int()
    .min(2)
    .max(IMPORT_MAX_ROWS + 1),
  cells: importCellsSchema,
});
export type ImportSheetRow = z.infer<typeof importSheetRowSchema>;

/** `POST /v1/orders/import/check`: rows read again after the page fixed some. */
export const importCheckRequestSchema = z.object({
  fileDigest: fileDigestSchema,
  rows: z.array(importSheetRowSchema).min(1).max(IMPORT_MAX_ROWS),
});
export type ImportCheckRequest = z.infer<typeof importCheckRequestSchema>;

/** A problem of a row, at its column where it has one, in the reader's language. */
export const importProblemSchema = z.object({
  column: z.enum(IMPORT_COLUMNS).nullable(),
  code: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** What a row costs and when it arrives, as the order screen would quote it now. */
export const importQuoteSchema = z.object({
  amount: z.number().int(),
  currency: z.literal('VND'),
  flight: z.object({ number: z.string(), departureAt: z.iso.datetime({ offset: true }) }).nullable(),
  arrivalAt: z.iso.datetime({ offset: true }),
});

/** An order a row already placed (the same row of the same file, earlier). */
export const importPlacedOrderSchema = z.object({ id: z.uuid(), code: z.string() });

export const importPreviewRowSchema = importSheetRowSchema.extend({
  problems: z.array(importProblemSchema),
  quote: importQuoteSchema.nullable(),
  placedOrder: importPlacedOrderSchema.nullable(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

/** The preview of a sheet: each row with its quote or problems, and the totals of those that can be placed. */
export const importPreviewSchema = z.object({
  fileDigest: fileDigestSchema,
  rows: z.array(importPreviewRowSchema),
  totals: z.object({
    rows: z.number().int(),
    ready: z.number().int(),
    withProblems: z.number().int(),
    placed: z.number().int(),
    /** The ready rows' total, in dong. */
    amount: z.number().int(),
  }),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** `POST /v1/orders/import/place`: a slice of ready rows, each with the amount its preview showed. */
export const importPlaceRequestSchema = z.object({
  fileDigest: fileDigestSchema,
  rows: z
    .array(importSheetRowSchema.extend({ amount: z.number().int().min(0) }))
    .min(1)
    .max(IMPORT_PLACE_BATCH),
});
export type ImportPlaceRequest = z.infer<typeof importPlaceRequestSchema>;

export const importPlacedRowSchema = z.object({
  line: z.number().int(),
  order: importPlacedOrderSchema.nullable(),
  /** True where the order had been placed by an earlier call (a retry, a second upload). */
  placedBefore: z.boolean(),
  problems: z.array(importProblemSchema),
});
export type ImportPlacedRow = z.infer<typeof importPlacedRowSchema>;

/** `POST /v1/orders/waybills`: the orders whose waybills print as one PDF. */
export const waybillsRequestSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'validation_invalid' }))
    .min(1)
    .max(IMPORT_MAX_ROWS),
});
export type WaybillsRequest = z.infer<typeof waybillsRequestSchema>;
