import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * VNPay's signing (payment URL 2.1.0, return URL, IPN): every `vnp_*` field with a value except
 * the hash fields, sorted by key (ASCII), form-encoded (space as `+`) and joined by `&`, then a
 * lowercase hex HMAC-SHA512 with the merchant's hash secret (the payments reference notes handed to the team, reference/payments.md).
 */
const HASH_FIELDS = new Set(['vnp_SecureHash', 'vnp_SecureHashType']);

export type VnpayFields = Record<string, string | number | undefined | null>;

/** The signed part of a query: the `key=value` string VNPay hashes, sorted, hash fields left out. */
export function canonicalQuery(fields: VnpayFields): string {
  const signed = Object.entries(fields)
    .filter(([key, value]) => key.startsWith('vnp_') && !HASH_FIELDS.has(key) && value != null && value !== '')
    .map(([key, value]): [string, string] => [key, String(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // URLSearchParams is the WHATWG form encoder: UTF-8 percent-encoding, space as '+'.
  return new URLSearchParams(signed).toString();
}

export function hmacSha512Hex(secret: string, message: string): string {
  return createHmac('sha512', secret).update(message, 'utf8').digest('hex');
}

/** `canonicalQuery` with `&vnp_SecureHash=` and its hash: what goes after `?` in a payment URL. */
export function signedQuery(fields: VnpayFields, secret: string): string {
  const query = canonicalQuery(fields);
  return `${query}&vnp_SecureHash=${hmacSha512Hex(secret, query)}`;
}

/** Hex digests compared in constant time, case-insensitively (gateways send either case). */
export function sameDigest(expected: string, received: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether a return-URL or IPN query carries a `vnp_SecureHash` that matches its `vnp_*` fields. */
export function hasValidSecureHash(fields: VnpayFields, secret: string): boolean {
  const received = fields.vnp_SecureHash;
  if (typeof received !== 'string' || received === '') return false;
  return sameDigest(hmacSha512Hex(secret, canonicalQuery(fields)), received);
}

/** The merchant API's (querydr, refund) checksum: the fields in the protocol's order joined by `|`. */
export function pipeChecksum(values: readonly (string | number)[], secret: string): string {
  return hmacSha512Hex(secret, values.map(String).join('|'));
}
