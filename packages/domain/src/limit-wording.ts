/**
 * A validation code's wording that names its limit ("validation_max_length_limit": "… at most 250
 * characters"), used when the limit is known; the code on the wire stays the same. Shared by the
 * server's messages and the web's form errors.
 */
export function withLimit(code: string, values: { max?: unknown }): string {
  return values.max === undefined ? code : `${code}_limit`;
}
