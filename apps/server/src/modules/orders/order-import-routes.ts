import { type ImportTemplateFormat, importTemplateQuerySchema } from '@skyparcel/domain/order-import-contracts';
import type { FastifyInstance } from 'fastify';
import { signedInFileCall } from '../../http/file-answers.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { importTemplate } from './order-import-template.ts';

/** The order import's calls (issue 37). */
export async function orderImportRoutes(app: FastifyInstance) {
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
}
