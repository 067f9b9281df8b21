import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/*
 * Where a customer's webhook may point (issue 36): in production, only https:// URLs whose every
 * address is public. A URL is checked when it is saved (a clear answer to its owner) and again at
 * every delivery, on the very addresses the connection uses, so a name that resolves to a public
 * address when saved and to 10.0.0.1 later (DNS rebinding) is still refused.
 */

/** Why a target is refused: the scheme, or an address that is not public. */
export type TargetRefusal = 'SCHEME' | 'ADDRESS' | 'UNRESOLVED';

export class TargetRefused extends Error {
  constructor(readonly reason: TargetRefusal) {
    super(`webhook target refused: ${reason}`);
  }
}

/** Whether an address may be reached: ipaddr.js's 'unicast' is the public range (not loopback, private, link-local, metadata, CGNAT, reserved). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
  return ipaddr.process(address).range() === 'unicast';
}

/** The scheme a webhook URL may have: https only, unless private targets are allowed (development, tests). */
export function checkScheme(url: URL, allowPrivate: boolean): void {
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && allowPrivate) return;
  throw new TargetRefused('SCHEME');
}

/** URL hosts keep IPv6 literals in brackets; the resolver and the range check take them bare. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Checks a URL when it is saved: its scheme, and every address its host has now. */
export async function checkTarget(url: URL, allowPrivate: boolean): Promise<void> {
  checkScheme(url, allowPrivate);
  if (allowPrivate) return;
  const host = bareHost(url);
  const addresses = isIP(host)
    ? [host]
    : await new Promise<string[]>((resolve, reject) =>
        dnsLookup(host, { all: true }, (error, found) =>
          error ? reject(new TargetRefused('UNRESOLVED')) : resolve(found.map((entry) => entry.address)),
        ),
      );
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw new TargetRefused('ADDRESS');
}

/**
 * The resolver a delivery's connection uses: the system's, refusing the connection when any
 * address the name has is not public. An IP literal never reaches a resolver, so deliveries
 * check it themselves (checkLiteralHost).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (found.length === 0 || !found.every((entry) => isPublicAddress(entry.address))) {
      return callback(new TargetRefused('ADDRESS'), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, found);
    const [first] = found as [LookupAddress];
    return callback(null, first.address, first.family);
  });
};

/** A URL whose host is an IP literal, refused unless public (names are checked as they resolve). */
export function checkLiteralHost(url: URL): void {
  const host = bareHost(url);
  if (isIP(host) && !isPublicAddress(host)) throw new TargetRefused('ADDRESS');
}
