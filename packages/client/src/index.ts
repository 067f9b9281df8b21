import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.ts';

/*
 * The SkyParcel API for a shop's system, typed from the server's OpenAPI document: every path, its
 * request (snake_case, as on the wire) and its answers. Regenerate the types with
 * `npm run client:generate` when the API changes (a server test fails until then).
 */

export type { paths } from './schema.ts';
export type SkyParcelClient = Client<paths>;

export type ClientOptions = {
  /** Where the API is: `https://portal.example.vn` (calls go to `/api/...` below it). */
  baseUrl: string;
  /** A business account's API key (`skp_…`), made on the portal's API keys page. */
  apiKey: string;
  /** The language of error messages: vi (default), en or ko. */
  language?: 'vi' | 'en' | 'ko';
  /** Another fetch (tests, proxies); the platform's by default. */
  fetch?: typeof fetch;
};

/** A client that sends the key and the language with every call. */
export function createSkyParcelClient({ baseUrl, apiKey, language = 'vi', fetch }: ClientOptions): SkyParcelClient {
  return createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: { authorization: `Bearer ${apiKey}`, 'accept-language': language },
    ...(fetch ? { fetch } : {}),
  });
}
