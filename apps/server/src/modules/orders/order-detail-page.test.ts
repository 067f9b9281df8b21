import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, anOrderRequest, type Customer } from '../../test/builders.ts';
import { writeDrawnWebBuild } from '../../test/drawn-web-build.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The order detail drawn by the server with the customer's order (plugins/drawn-pages.ts, this
 * module's order-detail-page.ts): who gets the order in the page's HTML, and who gets the page
 * without it. The web's renderer is stood in for by one that writes what it was given (the real one
 * is the browser tests' `e2e/first-load.spec.ts`), so what reaches the page is visible here.
 */

const LANGUAGES = ['vi', 'en', 'ko'];
const FRAME = (language: string) =>
  `<!doctype html><html lang="${language}"><body><div id="root" data-frame="${language}" inert><p>skeleton</p></div></body></html>`;
const PAGE_WITHOUT_FRAME = '<!doctype html><html><body><div id="root"></div></body></html>';
/** The web's server-side entry as the build writes it, standing in: the markup names what it drew. */
const RENDERER = `export async function renderOrderDetailPage({ url, language, orderId, answer }) {
  return { markup: '<h1>drawn ' + answer.order_id + ' in ' + language + ' for ' + orderId + ' at ' + url + '</h1>', state: { answer } };
}`;

let t: TestApp;
let owner: Customer;
let order: { uuid: string; order_id: string };
beforeAll(async () => {
  t = await createTestApp({
    WEB_DIST_DIR: writeDrawnWebBuild({ pageWithoutFrame: PAGE_WITHOUT_FRAME, frame: FRAME, renderer: RENDERER }),
  });
  owner = await aCustomer(t);
  const { request } = await anOrderRequest(t, owner.token);
  // A note that tries to close the page's data block and run a script of its own.
  const note = '</script><script>alert(1)</script>';
  const placed = await t.request({
    method: 'POST',
    url: '/api/v1/order',
    token: owner.token,
    payload: { ...request, note },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  order = placed.json().data;
});
afterAll(() => t.close());

const openPage = (cookie: string, address = `/my-orders/${order.uuid}`) =>
  t.request({ method: 'GET', url: address, headers: { cookie, 'accept-encoding': 'identity' } });
const signedIn = (token: string, language = 'vi') => `locale=${language}; frames=signed-in; page_session=${token}`;
/** The page's data block, parsed: what the app starts from. */
const pageData = (html: string) => {
  const block = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
  return block ? JSON.parse(block[1]) : null;
};

describe('the order detail drawn with the customer’s order', () => {
  it('draws the customer’s own order, in the language of their cookie, with the data the API answers', async () => {
    for (const language of LANGUAGES) {
      const page = await openPage(signedIn(owner.token, language));
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers.vary).toMatch(/Cookie/);
      expect(page.body).toContain(`<h1>drawn ${order.order_id} in ${language} for ${order.uuid}`);
      // Taken over (hydrated) signed in, not replaced as a frame; the skeleton is gone.
      expect(page.body).toContain(`<div id="root" data-signed-in data-prerendered="${language}" inert>`);
      expect(page.body).not.toContain('skeleton');
      const api = await t.request({
        method: 'GET',
        url: `/api/v1/order/detail/${order.uuid}`,
        token: owner.token,
        lang: language,
      });
      expect(pageData(page.body).answer).toEqual(api.json().data);
    }
  });

  it('opens by the order code as the API does, compressed as the browser accepts', async () => {
    const page = await t.request({
      method: 'GET',
      url: `/my-orders/${order.order_id}`,
      headers: { cookie: signedIn(owner.token), 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toBe('Cookie, Accept-Encoding');
  });

  it('keeps a note from closing the data block: no script of the customer’s text runs', async () => {
    const page = await openPage(signedIn(owner.token));
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(pageData(page.body).answer.note).toBe('</script><script>alert(1)</script>');
  });

  it('draws no order for another customer, a tampered or ended session, or an address naming none', async () => {
    const stranger = await aCustomer(t);
    const [header, claims, signature] = owner.token.split('.');
    const tampered = `${header}.${claims}.${signature.slice(0, 10)}${signature[10] === 'x' ? 'y' : 'x'}${signature.slice(11)}`;
    const ended = await aCustomer(t);
    const logout = await t.request({ method: 'POST', url: '/api/v1/auth/logout', token: ended.token });
    expect(logout.statusCode).toBe(200);
    const visits = [
      signedIn(stranger.token),
      signedIn(tampered),
      signedIn(ended.token),
      signedIn('not-a-token'),
      'locale=vi; frames=signed-in',
    ];
    for (const cookie of visits) {
      const page = await openPage(cookie);
      expect(page.statusCode, cookie).toBe(200);
      expect(page.body, cookie).toBe(FRAME('vi'));
    }
    for (const address of ['/my-orders/SP000000000000', '/my-orders/bad%20id', `/my-orders/${'x'.repeat(60)}`]) {
      const page = await openPage(signedIn(owner.token), address);
      expect(page.statusCode, address).toBe(200);
      expect(page.body, address).toBe(FRAME('vi'));
    }
  });

  it('sends a browser not marked signed in the page without its frame, session or not', async () => {
    const page = await openPage(`locale=vi; page_session=${owner.token}`);
    expect(page.body).toBe(PAGE_WITHOUT_FRAME);
  });
});
