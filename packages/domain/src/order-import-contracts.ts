import { z } from 'zod';

/*
 * The order import's calls (issue 37). The rules of a row are in order-import.ts.
 */

export const IMPORT_TEMPLATE_FORMATS = ['xlsx', 'csv'] as const;
export type ImportTemplateFormat = (typeof IMPORT_TEMPLATE_FORMATS)[number];

/** `GET /v1/orders/import/template`: the sheet to fill, as .xlsx (the default) or .csv. */
export const importTemplateQuerySchema = z.object({
  format: z.enum(IMPORT_TEMPLATE_FORMATS, { error: 'validation_invalid' }).default('xlsx'),
});
