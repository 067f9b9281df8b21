/*
 * What a gateway sent the browser back with, read from the page's query: VNPay's signed result
 * (the whole query, whose signature covers it), or PortOne's imp_uid and merchant_uid. Either is
 * passed to the server, which decides what was paid; nothing here is believed.
 */
export type GatewayReturn =
  | { gateway: 'vnpay'; query: string }
  | { gateway: 'portone'; impUid: string; merchantUid: string };

export function gatewayReturnOf(params: URLSearchParams): GatewayReturn | null {
  if (params.has('vnp_SecureHash')) return { gateway: 'vnpay', query: params.toString() };
  const impUid = params.get('imp_uid');
  const merchantUid = params.get('merchant_uid');
  if (impUid && merchantUid) return { gateway: 'portone', impUid, merchantUid };
  return null;
}

/** One key per return, for the query cache. */
export function gatewayReturnKey(value: GatewayReturn): string {
  return value.gateway === 'vnpay' ? value.query : `${value.impUid}:${value.merchantUid}`;
}
