import { orderDetailParamsSchema } from '@skyparcel/domain/order-history-contracts';
import type { FastifyInstance } from 'fastify';
import { signedInFileCall } from '../../http/file-answers.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { parsedParams } from '../../http/route-params.ts';
import { getWaybill } from './waybill.ts';

/** `GET /v1/order/{id}/waybill`: a PDF, so outside the REST plugin's JSON envelope. */
export async function waybillRoute(app: FastifyInstance) {
  signedInFileCall(
    app,
    '/v1/order/:id/waybill',
    {
      apiKeyScope: 'orders:read',
      description:
        "One of the customer's orders as a printable A6 waybill (application/pdf) in the request's language: " +
        'the order code as a Code 128 barcode, a QR code of its public tracking page, the account name, the ' +
        'receiver, phones and addresses, service, weight, payment, note and hotline. Another customer’s order is ' +
        '404 ORDER_NOT_FOUND; a cancelled one 409 WAYBILL_NOT_AVAILABLE.',
    },
    async (request) => {
      const { id } = parsedParams(orderDetailParamsSchema, request);
      const { code, pdf } = await getWaybill(app.db, {
        userId: request.user.id,
        id,
        language: requestLanguage(request),
        webUrl: app.config.publicWebUrl,
      });
      return { body: pdf, contentType: 'application/pdf', fileName: `waybill-${code}.pdf` };
    },
  );
}
