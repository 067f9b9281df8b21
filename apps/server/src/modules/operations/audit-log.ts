import { AUDIT_PAGE_SIZE, type AuditAction, type AuditPage, type AuditQuery } from '@skyparcel/domain/audit-contracts';
import type { Language } from '@skyparcel/domain/locale';
import { fieldLabel, MESSAGES, type MessageCatalogue, trackingText } from '@skyparcel/domain/messages';
import { formatNumber } from '@skyparcel/domain/number-format';
import { formatVietnamTime } from '@skyparcel/domain/time-format';
import { instantsOfDays } from '@skyparcel/domain/time-zones';
import type { CallContext } from '../../http/call-context.ts';
import { findOrderForOperations } from '../orders/order-operations.ts';
import { findAuditPage } from './operations-repository.ts';

/**
 * `GET /ops/v1/audit` (admins): a page of what staff changed, newest first, narrowed by an order
 * (an unknown code is ORDER_NOT_FOUND), a staff member, an action and Vietnamese days (both ends
 * included). One row more than a page is read to know whether another page follows.
 */
export async function listAudit(call: CallContext<AuditQuery>): Promise<AuditPage> {
  const { db, input, language } = call;
  const order = input.orderId ? await findOrderForOperations(db, input.orderId) : undefined;
  const rows = await findAuditPage(db, {
    orderId: order?.id,
    staffId: input.staffId,
    action: input.operation,
    ...instantsOfDays(input),
    before: input.before,
    limit: AUDIT_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      action: row.action as AuditAction,
      staff: { id: row.staffId, code: row.staffCode ?? '', name: row.staffName ?? row.staffCompany ?? '' },
      order: row.orderUuid && row.orderCode ? { uuid: row.orderUuid, code: row.orderCode } : null,
      details: detailsOf(row.request, language),
    })),
    nextBefore: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}

type Detail = AuditPage['entries'][number]['details'][number];

/**
 * The request as it was made, one labelled value per field in the reader's language: nested values
 * (a voucher's titles) are listed by their own field.
 */
function detailsOf(request: Record<string, unknown>, language: Language): Detail[] {
  return Object.entries(request).flatMap(([field, value]): Detail[] => {
    // The order a change concerns has its own column; its code in the request says it again.
    if (value === null || value === undefined || value === '' || field === 'id') return [];
    if (typeof value === 'object' && !Array.isArray(value)) {
      return detailsOf(value as Record<string, unknown>, language);
    }
    return [{ field: fieldLabel(language, field), value: written(value, language, field) }];
  });
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A scan's kind by its step's name, numbers and instants (a voucher's window) the reader's way; instants in Vietnamese time, like every staff page. */
function written(value: unknown, language: Language, field: string): string {
  if (typeof value === 'number') return formatNumber(value, language);
  if (field === 'kind' && typeof value === 'string' && value in MESSAGES[language].tracking) {
    return trackingText(language, value as keyof MessageCatalogue['tracking']).title;
  }
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatVietnamTime(value, language, 'dateTime');
  return Array.isArray(value) ? value.join(', ') : String(value);
}
