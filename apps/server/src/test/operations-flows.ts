import { beforeAll, expect } from 'vitest';
import { DECLARED_SIZE, type Wire } from './builders.ts';
import type { TestApp } from './test-app.ts';

/*
 * Moving orders along their journey through the operations API in tests, as the demo staff
 * account (OPS0001) does.
 */

export function operationsCall(t: TestApp, token: string, lang = 'en') {
  const post = (uuid: string, action: string, payload: Wire) =>
    t.request({ method: 'POST', url: `/api/ops/v1/orders/${uuid}/${action}`, token, payload, lang });
  return {
    scan: (uuid: string, payload: Wire) => post(uuid, 'events', payload),
    securityCheck: (uuid: string, payload: Wire = DECLARED_SIZE) => post(uuid, 'security-check', payload),
    noShow: (uuid: string, payload: Wire = {}) => post(uuid, 'no-show', payload),
    /** Scans these kinds in turn, each expected to be recorded; READY_TO_SHIP is a security check that finds the test orders' declared size. */
    async moveAlong(uuid: string, kinds: string[]) {
      for (const kind of kinds) {
        const response = kind === 'READY_TO_SHIP' ? await this.securityCheck(uuid) : await this.scan(uuid, { kind });
        expect(response.statusCode, `${kind}: ${response.body}`).toBe(201);
      }
    },
  };
}

/** The demo admin's and hub clerk's tokens, signed in before the file's tests run. */
export function signedInStaff(t: TestApp): { admin: string; clerk: string } {
  const tokens = { admin: '', clerk: '' };
  beforeAll(async () => {
    tokens.admin = await t.login('OPS0001');
    tokens.clerk = await t.login('HUB0001');
  });
  return tokens;
}
