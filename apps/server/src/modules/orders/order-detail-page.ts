import { cookieValue } from '@skyparcel/domain/cookies';
import { languageFromCookieHeader } from '@skyparcel/domain/locale';
import { orderDetailParamsSchema, orderDetailSchema } from '@skyparcel/domain/order-history-contracts';
import { PAGE_SESSION_COOKIE } from '@skyparcel/domain/page-frames';
import type { FastifyRequest } from 'fastify';
import { wireFormOf } from '../../http/wire-format.ts';
import { userOfSessionToken } from '../auth/session-token.ts';
import { orderDetailOf } from './order-history.ts';
import { findOwnOrder } from './order-repository.ts';

/**
 * The data the server draws the order detail page with (plugins/web-app.ts): the answer
 * `GET /v1/order/detail/{id}` gives the customer whose page session the browser holds, in the
 * page's language, or null (no session, an ended one, an address that names no order of theirs:
 * the page then arrives without data and reads it itself, as before). Checked as the API checks
 * its calls: the token's session, and only the customer's own order.
 */
export async function orderDetailPageData(request: FastifyRequest, idOrCode: string): Promise<unknown | null> {
  const { cookie } = request.headers;
  const token = cookieValue(cookie, PAGE_SESSION_COOKIE);
  const params = orderDetailParamsSchema.safeParse({ id: idOrCode });
  if (!token || !params.success) return null;
  const { auth, db } = request.server;
  const user = await userOfSessionToken(auth, token);
  const order = user ? await findOwnOrder(db, user.id, params.data.id) : undefined;
  if (!order) return null;
  const detail = await orderDetailOf({ db, language: languageFromCookieHeader(cookie), now: auth.clock() }, order);
  return wireFormOf(orderDetailSchema, detail);
}
