import multipart from '@fastify/multipart';
import { successSchema } from '@skyparcel/domain/api-envelope';
import { RECEIPT_MAX_BYTES } from '@skyparcel/domain/goods-declaration-rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { parsedParams } from '../../http/route-params.ts';
import { answers, SIGNED_IN } from '../../http/route-schemas.ts';
import type { ReceiptStorage } from './receipt-storage.ts';
import { readReceipt, uploadReceipt } from './receipts.ts';

const receiptParamsSchema = z.object({ id: z.uuid({ error: 'validation_invalid' }) });
const uploadedSchema = z.object({ resUrl: z.string() });

/**
 * `POST /v1/order/upload-goods-image` (multipart, field `file`), in the REST scope: multipart is
 * parsed only here, one file under RECEIPT_MAX_BYTES, read into memory once accepted.
 */
export async function receiptUploadRoute(app: FastifyInstance, options: { storage: ReceiptStorage }) {
  await app.register(multipart, { limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 0 } });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/order/upload-goods-image',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        security: SIGNED_IN,
        consumes: ['multipart/form-data'],
        description:
          'A receipt image for a declared item (multipart/form-data, field `file`): PNG or JPEG as its bytes say, ' +
          'under 3,000,000 bytes. Answers `res_url`, where the customer (and staff) read it. A file of another ' +
          'kind is 415 file_upload_is_not_support, a larger one 413 do_not_upload_file_more_than_3mb, no file 400, a form cut off ' +
          'before its closing boundary 400 BAD_REQUEST. ' +
          'An upload no order takes within a day is removed.',
        response: answers(successSchema(uploadedSchema)),
      },
    },
    async (request) => {
      const file = await request.file().catch(() => undefined);
      if (!file) throw AppError.validation([{ field: 'file', code: 'validation_required' }]);
      const bytes = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('do_not_upload_file_more_than_3mb');
        // Reading the part only reads the request: whatever else fails is the body's fault (a form cut
        // off before its closing boundary, a malformed part), not the server's.
        throw new AppError('BAD_REQUEST');
      });
      const deps = { db: app.db, storage: options.storage };
      return ok(await uploadReceipt(deps, { userId: request.user.id, bytes, now: app.auth.clock() }));
    },
  );
}

/** `GET /v1/order/goods-image/{id}`: the image's bytes, so outside the REST plugin's JSON envelope. */
export async function receiptImageRoute(app: FastifyInstance, options: { storage: ReceiptStorage }) {
  app.get(
    '/v1/order/goods-image/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        security: SIGNED_IN,
        description:
          'A receipt image (image/png or image/jpeg) for the customer who uploaded it, or staff; anyone else, ' +
          'like an unknown id, is 404 NOT_FOUND.',
      },
    },
    async (request, reply) => {
      const { id } = parsedParams(receiptParamsSchema, request);
      const deps = { db: app.db, storage: options.storage };
      const receipt = await readReceipt(deps, { userId: request.user.id, id: id });
      return reply
        .header('content-type', receipt.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(receipt.bytes);
    },
  );
}
