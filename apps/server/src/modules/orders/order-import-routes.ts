import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  IMPORT_MAX_UPLOAD_MB,
  type ImportCheckRequest,
  type ImportTemplateFormat,
  importCheckRequestSchema,
  importPlacedRowSchema,
  importPlaceRequestSchema,
  importPreviewSchema,
  importTemplateQuerySchema,
  type WaybillsRequest,
  waybillsRequestSchema,
} from '@skyparcel/domain/order-import-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { callContext } from '../../http/call-context.ts';
import { customerCalls } from '../../http/customer-calls.ts';
import { signedInFileCall } from '../../http/file-answers.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { importResultSheet } from './import-result.ts';
import { placeImportRows, previewImport } from './import-rows.ts';
import { readImportSheet } from './import-sheet.ts';
import { importTemplate } from './order-import-template.ts';
import { getWaybills } from './waybill.ts';

/** The order import's calls (issue 37). */
export async function orderImportRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_UPLOAD_MB * 1024 * 1024, files: 1, fields: 0 } });
  const calls = customerCalls(app, ['orders']);

  signedInFileCall(
    app,
    '/v1/orders/import/template',
    {
      apiKeyScope: 'orders:read',
      description:
        "The sheet a shop fills to place many domestic orders at once, in the request's language. format=xlsx " +
        '(the default): the order sheet with its headers, one example row that reads without a problem and ' +
        'drop-downs for the product, handover, service and payment columns, a column guide, and the products ' +
        'with their codes. format=csv: the headers and the example row, UTF-8 with a BOM. A header may be ' +
        'written in Vietnamese, English or Korean.',
      querystring: importTemplateQuerySchema,
    },
    (request) => {
      const { format } = request.query as { format: ImportTemplateFormat };
      return importTemplate(app.db, requestLanguage(request), format);
    },
  );

  calls.post(
    '/v1/orders/import/preview',
    {
      apiKeyScope: 'orders:write',
      consumes: ['multipart/form-data'],
      description:
        'Reads a filled sheet (multipart/form-data, field `file`: .xlsx or .csv, at most 1,000 orders) and ' +
        'answers each row with what it would cost now (flight, arrival) or its problems, each at its column ' +
        "in the request's language, or the order it already placed; and the totals. Every order is sent " +
        'from the default sender (none: 422 IMPORT_NO_DEFAULT_SENDER). A file that is no spreadsheet, ' +
        'formulas, merged cells, too many rows or missing columns are refused whole (IMPORT_*). Nothing is kept.',
      answer: importPreviewSchema,
    },
    async (call, request) => {
      const file = await uploadedFile(request);
      const rows = await readImportSheet(file, call.language);
      return previewImport(call, createHash('sha256').update(file).digest('hex'), rows);
    },
  );

  calls.post(
    '/v1/orders/import/check',
    {
      apiKeyScope: 'orders:write',
      description:
        "The preview again for rows as the page holds them after fixing some (file_digest from the upload's " +
        'preview). Nothing is kept.',
      body: importCheckRequestSchema,
      answer: importPreviewSchema,
    },
    (call) => previewImport(call, call.input.fileDigest, call.input.rows),
  );

  calls.post(
    '/v1/orders/import/place',
    {
      apiKeyScope: 'orders:write',
      description:
        'Places up to 50 rows, each at the amount its preview showed, through the order pipeline with one ' +
        'idempotency key per row made from the file digest, the line and the cells: a row sent again (a retry, ' +
        'a double click, the same file uploaded again) answers its order with placed_before and places nothing. ' +
        'A row that fails (a full flight, a moved price: PRICE_CHANGED) answers its problems and the rest go on.',
      body: importPlaceRequestSchema,
      answer: z.array(importPlacedRowSchema),
    },
    (call) => placeImportRows(call, call.input.fileDigest, call.input.rows),
  );

  signedInFileCall(
    app,
    '/v1/orders/import/result',
    {
      method: 'POST',
      apiKeyScope: 'orders:read',
      description:
        "The import's result as .xlsx in the request's language: each row's cells with the order it placed, " +
        'or why it has none (its problems, or not placed yet). Read from the orders themselves, by the rows’ keys.',
      body: importCheckRequestSchema,
    },
    (request) => {
      const { fileDigest, rows } = request.body as ImportCheckRequest;
      return importResultSheet(callContext(request, undefined), fileDigest, rows);
    },
  );

  signedInFileCall(
    app,
    '/v1/orders/waybills',
    {
      method: 'POST',
      apiKeyScope: 'orders:read',
      description:
        'The waybills of up to 1,000 of the customer’s orders (ids) as one PDF, an A6 page each in the order ' +
        'asked, as GET /v1/order/{id}/waybill prints them: what an import prints at once. Any id that is not ' +
        'one of the customer’s orders is 404 ORDER_NOT_FOUND, a cancelled order 409 WAYBILL_NOT_AVAILABLE.',
      body: waybillsRequestSchema,
    },
    async (request) => {
      const { ids } = request.body as WaybillsRequest;
      const pdf = await getWaybills(app.db, {
        userId: request.user.id,
        ids,
        language: requestLanguage(request),
        webUrl: app.config.publicWebUrl,
      });
      return { body: pdf, contentType: 'application/pdf', fileName: 'waybills.pdf' };
    },
  );
}

/** The uploaded file's bytes; a larger one than any sheet of 1,000 orders is refused before it is read whole. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  const part = await request.file().catch(() => undefined);
  if (!part) throw AppError.validation([{ field: 'file', code: 'validation_required' }]);
  return part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('IMPORT_FILE_TOO_LARGE', { params: { max: IMPORT_MAX_UPLOAD_MB } });
    }
    throw new AppError('BAD_REQUEST');
  });
}
