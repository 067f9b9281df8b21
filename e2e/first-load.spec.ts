import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, type Response, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, placeOrderThroughApi, signIn, useLanguage } from './fixtures.ts';
import { SCREENSHOT_DIR } from './walk.ts';

/*
 * What a first visit downloads, as the browser sees it (no timings): scripts and styles come
 * compressed, hashed files may be cached for good and the page never, the JS a page needs stays
 * within its budget, only the language in use is fetched, and the shell is on screen before
 * the page's data or even its scripts have arrived.
 */

const KIB = 1024;
/**
 * First-load JS limits, in encoded (compressed) bytes as received. The issue's targets are
 * 150 KiB (sign-in) and 220 KiB (order screen) of gzip; these limits hold what was reached
 * (docs/decisions/first-load-of-the-web-app.md), so a change that makes a first page heavier shows here.
 */
// The order screen's went from 280 to 282 KiB with Cargo Direct: zod is one chunk shared by every page that
// validates, and the kinds of schema Cargo Direct's contracts use (record, preprocess, literal) joined it.
// The sign-in page's went from 180 to 181 KiB when every dialog's close button was named in the reader's
// language (the theme's Modal default, 0.1 KiB: axe found bare × buttons; toasts name theirs in their own chunk).
// The order screen's went from 282 to 285 KiB with issue 34: the texts of failed payments, the cancel dialog
// and Cargo Direct bookings (+0.8 KiB in each language's catalogue) and money written per language. The
// sign-in page's went from 181 to 183 KiB when it gained the tracking box a visitor lands on (issue 34).
// The order screen's went from 285 to 288 KiB when special goods were marked before the choice and a
// refused handover was named rather than priced (issue 34 item 14: the mark, the legend, the line and
// their texts in each language). Phones are formatted by the server for this screen, so the phone
// library (9 KiB) stays out of it; the calculator's texts are the calculator page's own chunk.
// The sign-in page's went from 183 to 184 KiB when a text that is too long learned to say its limit
// (issue 34 item 19: the form errors' wording rule and its text in each language's catalogue).
// Issue 35: every page's shared libraries (React and the router, Mantine's widely used parts, data and texts,
// icons) come as one file each, not as dozens: on a phone each file costs a round trip. The sign-in page then
// carries Mantine parts it does not use (184 → 241 KiB) and the order screen drops to 276 KiB, in 22 and 50 files
// instead of 45 and 112; Lighthouse mobile (median of 3): sign-in 94 → 96, order screen 58 → 65, its LCP 6.0 → 4.5 s
// (docs/decisions/first-load-of-the-web-app.md, "Vendor files"). The file counts are held too.
// Issue 36's API keys page: its texts load with the page (locales/api-keys), but its route, path and text loader
// sit in the router every page loads, which took the sign-in page 214 bytes over 241 KiB: 242 since.
// Issue 37's search and export of the order list: their texts (about 0.8 KiB a language) are in the catalogue
// every first visit loads, which took the sign-in page 83 bytes over: 243 since. Its import page: its route, path
// and text loaders in the router, the labels of its request fields and its link's text took both pages about
// 0.7 KiB over: 244 and 277 since.
// Issue 39's hub desk: its route, path and text loader in the router, the staff landing after sign-in (the
// public layout reads the cached profile's role) and the menu's link to the desk took both about 0.6 KiB over:
// 245 and 278 since.
// 246 and 279 KiB: the route table (in every first load) names two more staff pages, the hub's overview and
// the audit log, each a lazy chunk of its own (about 0.4 KiB compressed, the routes and their paths).
// The sign-in page's went from 246 to 247 KiB with the staff accounts page: its route and path, and the
// three error codes of staff accounts in the one table of codes and statuses (118 bytes over; the staff
// forms' rules and field names went to the staff pages' own texts instead of the catalogue).
// The order screen's went from 279 to 280 KiB with the boot script that runs the app after the first paint
// (160 bytes over).
// 248 and 281 KiB when the server began drawing the order detail with its order (issue 35): the app starts its
// data cache from a page's data (TanStack Query's hydrate), and keeps the page session's cookie beside the
// frames one (under 0.5 KiB on each page).
const JS_LIMIT = { auth: 248 * KIB, order: 281 * KIB };
// The order screen's 51st file is the one shared number formatter (domain number-format.ts), built once per
// locale instead of on each render.
// The sign-in page's 23rd is the order code's pattern (domain tracking-codes.ts, under 1 KiB), now a file of its
// own because the hub desk's scan field checks codes with it as the sign-in page's tracking box does.
// One more on each page: the boot script (under 0.3 KiB) that fetches and runs the app after the first paint.
// And one more: the worker that sets ICU up off the main thread (lib/icu-warm-up.worker.ts, under 0.2 KiB).
const JS_FILES_LIMIT = { auth: 25, order: 53 };
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Loaded = {
  url: string;
  type: string;
  encoding: string | undefined;
  cacheControl: string | undefined;
  bytes: number;
};

/** Everything the page fetched as script or style sheet, with how it came. */
async function scriptsAndStyles(responses: Response[]): Promise<Loaded[]> {
  return Promise.all(
    responses
      .filter((response) => ['script', 'stylesheet'].includes(response.request().resourceType()))
      .map(async (response) => {
        const headers = await response.allHeaders();
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          type: response.request().resourceType(),
          encoding: headers['content-encoding'],
          cacheControl: headers['cache-control'],
          bytes: sizes.responseBodySize,
        };
      }),
  );
}

/** Opens a page with an empty cache, as a first visit does, and records what it fetched until it is idle. */
async function firstVisit(page: Page, path: string, isReady: (page: Page) => Promise<void>) {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  const document = await page.goto(path);
  await isReady(page);
  await page.waitForLoadState('networkidle');
  return { document, loaded: await scriptsAndStyles(responses) };
}

/** A fresh browser context (empty cache) holding the demo customer's session. */
async function signedInContext(browser: Browser, page: Page) {
  await signIn(page, demo.personal.username);
  return browser.newContext({ storageState: await page.context().storageState() });
}

const jsBytes = (loaded: Loaded[]) =>
  loaded.filter((entry) => entry.type === 'script').reduce((sum, entry) => sum + entry.bytes, 0);
const jsFiles = (loaded: Loaded[]) => loaded.filter((entry) => entry.type === 'script').length;

function expectServedWell(loaded: Loaded[]) {
  expect(loaded.filter((entry) => entry.type === 'script').length).toBeGreaterThan(0);
  expect(loaded.filter((entry) => entry.type === 'stylesheet').length).toBeGreaterThan(0);
  for (const entry of loaded) {
    expect(entry.encoding, entry.url).toMatch(/^(br|gzip)$/);
    if (entry.url.startsWith('/assets/')) expect(entry.cacheControl, entry.url).toBe(IMMUTABLE);
  }
}

test.describe('first load', () => {
  test('the sign-in page comes compressed, within its JS budget, in one language', async ({ page }) => {
    const { document, loaded } = await firstVisit(page, '/auth', async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    });
    expect(document?.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(document?.headers()['cache-control']).toBe('no-cache');
    expectServedWell(loaded);
    expect(jsBytes(loaded)).toBeLessThanOrEqual(JS_LIMIT.auth);
    expect(jsFiles(loaded)).toBeLessThanOrEqual(JS_FILES_LIMIT.auth);

    // English only; another language's texts come when it is picked.
    const isLanguageChunk = (language: string) => (entry: Loaded) =>
      new RegExp(`/${language}-[\\w-]+\\.js$`).test(entry.url);
    expect(loaded.filter(isLanguageChunk('en')).length).toBeGreaterThan(0);
    expect(loaded.filter((entry) => isLanguageChunk('vi')(entry) || isLanguageChunk('ko')(entry))).toEqual([]);

    const korean = page.waitForResponse((response) => /\/ko-[\w-]+\.js$/.test(response.url()));
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: '한국어' }).click();
    await korean;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('로그인');
  });

  test('the order screen comes compressed and within its JS budget', async ({ browser, page }) => {
    const context = await signedInContext(browser, page);
    const orderPage = await context.newPage();
    const { document, loaded } = await firstVisit(orderPage, '/c2c-order-payment', async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toHaveText('Send a parcel');
    });
    expect(document?.headers()['cache-control']).toBe('no-cache');
    expectServedWell(loaded);
    expect(jsBytes(loaded)).toBeLessThanOrEqual(JS_LIMIT.order);
    expect(jsFiles(loaded)).toBeLessThanOrEqual(JS_FILES_LIMIT.order);
    await context.close();
  });

  test('each page names its own chunks in its HTML, so they load beside the entry script', async ({ request }) => {
    // Vite's record of the build: which chunk holds each source module.
    const manifest = JSON.parse(readFileSync('apps/web/dist/.vite/manifest.json', 'utf8'));
    const chunkOf = (module: string) => `/${manifest[`src/app/${module}`].file}`;
    const preloaded = (html: string) =>
      Array.from(html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g), (match) => match[1]);
    const signedIn = ['layout/protected-layout.tsx'];
    const account = [...signedIn, 'layout/account-layout.tsx'];
    const open = ['layout/open-layout.tsx', 'routes/public-tracking.tsx'];
    const pages: [url: string, modules: string[], notThere: string][] = [
      ['/c2c-order-payment', [...signedIn, 'routes/c2c-order.tsx'], 'routes/cargo-order.tsx'],
      ['/my-orders?tab=all', [...account, 'routes/my-orders.tsx'], 'routes/order-detail.tsx'],
      [
        '/my-orders/86a482e8-9a3f-4128-b1b9-63d3300701d5',
        [...account, 'routes/order-detail.tsx'],
        'routes/my-orders.tsx',
      ],
      ['/address/address-form/12', [...account, 'routes/address-form.tsx'], 'routes/address-book.tsx'],
      ['/tracking', open, 'routes/c2c-order.tsx'],
      ['/tracking/SP261128000001', open, 'routes/c2c-order.tsx'],
    ];
    // And the router's modules of the page, which the app asks for before its router starts (src/app/router.tsx).
    const named = (html: string) => /data-page-modules="([^"]*)"/.exec(html)?.[1].split(' ');
    for (const [url, modules, notThere] of pages) {
      const html = await (await request.get(url)).text();
      const links = preloaded(html);
      expect(links, url).toEqual(expect.arrayContaining(modules.map(chunkOf)));
      expect(links, url).not.toContain(chunkOf(notThere));
      expect(named(html), url).toEqual(modules.map((module) => `./${module}`));
    }
    // The prerendered sign-in page too, in the visitor's language; an unknown path gets the plain shell.
    const signInPage = await (await request.get('/auth', { headers: { cookie: 'locale=ko' } })).text();
    expect(signInPage).toContain('data-prerendered="ko"');
    expect(preloaded(signInPage)).toEqual(
      expect.arrayContaining(['layout/public-layout.tsx', 'routes/sign-in.tsx'].map(chunkOf)),
    );
    const unknown = preloaded(await (await request.get('/no-such-page')).text());
    expect(unknown).not.toContain(chunkOf('routes/c2c-order.tsx'));
  });

  test('the header is on screen while the page waits for its data', async ({ browser, page }) => {
    const context = await signedInContext(browser, page);
    const orderPage = await context.newPage();
    // Hold every API answer: the shell and the page's own loading state show meanwhile.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await orderPage.route('**/api/**', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await orderPage.goto('/c2c-order-payment');
    await expect(orderPage.getByRole('banner').getByRole('link', { name: 'SkyParcel home' })).toBeVisible();
    await expect(orderPage.getByRole('heading', { level: 1 })).toHaveText('Send a parcel');
    release();
    await expect(orderPage.getByRole('banner')).toContainText(demo.personal.displayName);
    await context.close();
  });

  test('the order screen paints its heading before its form, in Vietnamese (the heading is the largest paint)', async ({
    browser,
    page,
  }) => {
    const context = await signedInContext(browser, page);
    const orderPage = await context.newPage();
    await useLanguage(orderPage, 'vi');
    // Every DOM change of the page, as React commits it: was there a moment with the heading and no form field?
    await orderPage.addInitScript(() => {
      const seen = { headingAlone: false, headingWithForm: false };
      Object.assign(window, { e2eCommits: seen });
      new MutationObserver(() => {
        const main = document.getElementById('main-content');
        if (!main?.querySelector('h1')) return;
        if (main.querySelector('input')) seen.headingWithForm = true;
        else if (!seen.headingWithForm) seen.headingAlone = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await orderPage.goto('/c2c-order-payment');
    await expect(orderPage.getByRole('heading', { level: 1 })).toHaveText('Gửi hàng');
    await expect(orderPage.getByRole('textbox', { name: 'Tìm sản phẩm' })).toBeVisible();
    const commits = await orderPage.evaluate(() => (window as unknown as { e2eCommits: object }).e2eCommits);
    expect(commits).toEqual({ headingAlone: true, headingWithForm: true });
    await context.close();
  });

  test('a page that is not prerendered paints its shell before any script has run', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/auth/register');
    const skeleton = page.locator('.shell-skeleton');
    await expect(skeleton).toBeVisible();
    await expect(skeleton.locator('header')).toContainText('SkyParcel');
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  });

  test('the sign-in page paints in the language of the visitor before any script has run, and cannot be used yet', async ({
    page,
  }) => {
    await useLanguage(page, 'vi');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toHaveText('Đăng nhập');
    await expect(page.getByText('Đăng nhập để đặt và theo dõi đơn hàng.')).toBeVisible();
    // Until the app has it, nothing is typed or sent (a native submit would put the password in the address).
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
  });

  test('the page paints before its scripts are fetched, then the app takes it over', async ({ page }) => {
    await useLanguage(page, 'vi');
    await page.goto('/auth');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const { paintedAt, scripts } = await page.evaluate(() => {
      // When the renderer painted the frame (paintTime), not when the screen showed it (startTime, later).
      const paint = performance.getEntriesByName('first-contentful-paint')[0] as PerformanceEntry & {
        paintTime?: number;
      };
      return {
        paintedAt: paint?.paintTime ?? paint?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.*\.js$/.test(entry.name) && !/\/boot-[^/]*\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      };
    });
    expect(paintedAt).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(10);
    // Every module of the app is asked for after the first paint: the page and its stylesheet have the link.
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paintedAt as number);
  });

  test('a field keeps the id it was drawn with: the prerendered sign-in page and the calculator, in Korean', async ({
    page,
  }) => {
    // Every change of an id (or of what points at one) after the element was drawn, as a MutationObserver sees it.
    await page.addInitScript(() => {
      const changed: string[] = [];
      (window as unknown as { changedIds: string[] }).changedIds = changed;
      new MutationObserver((records) => {
        for (const record of records) {
          const element = record.target as Element;
          if (record.oldValue !== null) changed.push(`${element.tagName} ${record.attributeName} ${record.oldValue}`);
        }
      }).observe(document, {
        subtree: true,
        attributeOldValue: true,
        attributeFilter: ['id', 'for', 'aria-describedby', 'aria-labelledby', 'aria-controls'],
      });
    });
    const changedIds = () => page.evaluate(() => (window as unknown as { changedIds: string[] }).changedIds);
    await useLanguage(page, 'ko');
    const drawn = await (await page.goto('/auth'))?.text();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const phone = page.getByLabel('전화번호 또는 고객 코드');
    await expect(phone).toBeVisible();
    const phoneId = await phone.getAttribute('id');
    expect(drawn).toContain(`id="${phoneId}"`);
    expect(await changedIds()).toEqual([]);

    await page.goto('/price-calculator');
    await expect(page.getByRole('button', { name: '계산하기' })).toBeVisible();
    await expect(page.getByLabel('무게', { exact: true })).toBeVisible();
    expect(await changedIds()).toEqual([]);
  });

  test('ICU is set up on a worker the page’s security policy lets run, which ends once it has', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const started = page.waitForEvent('worker');
    await useLanguage(page, 'ko');
    await page.goto('/auth');
    const worker = await started;
    expect(worker.url()).toMatch(/\/assets\/icu-warm-up\.worker-[\w-]+\.js$/);
    await worker.waitForEvent('close');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the order screen paints its heading in the visitor language from its HTML, then the app takes it over', async ({
    page,
  }) => {
    await useLanguage(page, 'vi');
    await signIn(page, demo.personal.username);
    // Signed in by storage alone, the browser is not yet marked signed in: the server sends no frame of the
    // signed-in chrome until the app has read the profile and written its cookie (packages/domain page-frames.ts).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/c2c-order-payment');
    await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toHaveCount(0);
    await page.unroute('**/assets/*.js');
    await page.goto('/c2c-order-payment');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gửi hàng');
    await expect
      .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'frames')?.value)
      .toBe('signed-in');
    // Before any script: the page's first frame, drawn at build time, inert.
    await page.route('**/assets/*.js', (route) => route.abort());
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/c2c-order-payment');
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
      await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toHaveText('Gửi hàng');
      await expect(page.getByText('Chọn địa chỉ, loại hàng và cách vận chuyển.', { exact: false })).toBeVisible();
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
      await page.screenshot({ path: `${SCREENSHOT_DIR}/order-frame-vi-${width}.png`, fullPage: true });
    }
    // With its scripts, the app renders the same page afresh, usable, its heading where it was.
    await page.unroute('**/assets/*.js');
    const headingBox = await page.getByRole('heading', { level: 1, includeHidden: true }).boundingBox();
    await page.goto('/c2c-order-payment');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gửi hàng');
    await expect(page.getByRole('tab', { name: 'Trong nước' })).toHaveAttribute('aria-selected', 'true');
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(headingBox);
  });

  test('the Cargo Direct page arrives drawn only for an account with a contract; any other sees only its notice', async ({
    page,
  }) => {
    const framesCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'frames')?.value;
    const refusingScripts = async (run: () => Promise<void>) => {
      await page.route('**/assets/*.js', (route) => route.abort());
      await run();
      await page.unroute('**/assets/*.js');
    };
    await useLanguage(page, 'vi');
    // A personal account: once the app knows it, the server never sends it the page's frame.
    await signIn(page, demo.personal.username);
    await page.goto('/order-bill');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Đặt chỗ Cargo Direct' })).toHaveCount(0);
    await expect.poll(framesCookie).toBe('signed-in');
    await refusingScripts(async () => {
      await page.goto('/order-bill');
      await expect(page.getByText('Đặt chỗ Cargo Direct')).toHaveCount(0);
    });
    // An account with a contract: the frame comes with the page's heading and line, and the app takes it over.
    await signIn(page, demo.businessWithContract.username);
    await page.goto('/order-bill');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đặt chỗ Cargo Direct');
    await expect.poll(framesCookie).toBe('cargo-direct');
    await refusingScripts(async () => {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/order-bill');
        await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toHaveText('Đặt chỗ Cargo Direct');
        await expect(page.getByText('dành cho khách hàng có hợp đồng Cargo Direct', { exact: false })).toBeVisible();
        await expect(page.locator('#root')).toHaveAttribute('inert', '');
        await page.screenshot({ path: `${SCREENSHOT_DIR}/cargo-frame-vi-${width}.png`, fullPage: true });
      }
    });
    await page.goto('/order-bill');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đặt chỗ Cargo Direct');
    // Signing out forgets the mark: the next visitor of this browser is sent no signed-in chrome.
    await page.evaluate(() => localStorage.removeItem('auth'));
    await page.goto('/my-profile');
    await expect(page).toHaveURL(/\/auth/);
    await expect.poll(framesCookie).toBeUndefined();
  });

  test("the order detail arrives drawn with the customer's own order, and no other browser gets it", async ({
    page,
    request,
  }) => {
    const { order } = await placeOrderThroughApi(request, demo.personal.username, { paymentMethod: 'cash' });
    const cookieNamed = async (name: string) =>
      (await page.context().cookies()).find((cookie) => cookie.name === name)?.value;
    const heading = page.getByRole('heading', { level: 1, includeHidden: true });
    const firstStep = page.getByText('Đơn hàng đã được tạo và đang chờ bàn giao hàng.');
    await useLanguage(page, 'vi');
    await signIn(page, demo.personal.username);
    await page.goto(`/my-orders/${order.uuid}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Đơn hàng ${order.order_id}`);
    // Knowing the customer, the app keeps their session where the server can draw their pages with it.
    await expect
      .poll(() => cookieNamed('page_session'))
      .toBe(await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').accessToken));
    // Before any script: the order itself, from the page's HTML, inert.
    await page.route('**/assets/*.js', (route) => route.abort());
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/my-orders/${order.uuid}`);
      await expect(heading).toHaveText(`Đơn hàng ${order.order_id}`);
      await expect(firstStep).toBeVisible();
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
      await page.screenshot({ path: `${SCREENSHOT_DIR}/order-detail-drawn-vi-${width}.png`, fullPage: true });
    }
    // With its scripts, the app takes over the same order (hydrated, without a mismatch): no call for it, and usable.
    await page.unroute('**/assets/*.js');
    const detailCalls: string[] = [];
    const consoleErrors: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/v1/order/detail/')) detailCalls.push(sent.url());
    });
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await page.goto(`/my-orders/${order.uuid}`);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Đơn hàng ${order.order_id}`);
    await expect(page.getByRole('button', { name: 'Huỷ đơn hàng' })).toBeEnabled();
    await page.getByRole('button', { name: 'Huỷ đơn hàng' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(detailCalls).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // Another account's session, a forged one, or none: the page comes without the order.
    await page.route('**/assets/*.js', (route) => route.abort());
    const [header, claims, signature] = (await cookieNamed('page_session'))?.split('.') ?? [];
    const tampered = `${header}.${claims}.${signature.slice(0, 10)}${signature[10] === 'x' ? 'y' : 'x'}${signature.slice(11)}`;
    for (const session of ['forged.token.value', tampered]) {
      await page.context().addCookies([{ name: 'page_session', value: session, url: page.url() }]);
      await page.goto(`/my-orders/${order.uuid}`);
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
      await expect(page.getByText(order.order_id)).toHaveCount(0);
    }
    await signIn(page, demo.businessWithContract.username);
    await page.unroute('**/assets/*.js');
    await page.goto('/my-orders');
    await expect.poll(() => cookieNamed('frames')).toBe('cargo-direct');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`/my-orders/${order.uuid}`);
    await expect(page.getByText(order.order_id)).toHaveCount(0);
    await expect(firstStep).toHaveCount(0);
  });

  test('every page framed in the signed-in chrome is taken over without an error, and the drawn order detail too', async ({
    page,
    request,
  }) => {
    const { order } = await placeOrderThroughApi(request, demo.personal.username, { paymentMethod: 'cash' });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const framesCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'frames')?.value;
    await useLanguage(page, 'vi');
    const accounts = [
      {
        username: demo.personal.username,
        audience: 'signed-in',
        paths: ['/c2c-order-payment', '/promotion-voucher', '/my-orders', '/top-up', '/my-profile', '/address'],
      },
      { username: demo.businessWithContract.username, audience: 'cargo-direct', paths: ['/order-bill'] },
    ];
    for (const { username, audience, paths } of accounts) {
      await signIn(page, username);
      await page.goto('/my-profile');
      await expect.poll(framesCookie).toBe(audience);
      for (const path of paths) {
        const response = await page.goto(path);
        // A frame is small: the app renders it afresh (hydrating frames was measured no faster).
        expect(await response?.text(), path).toContain('<div id="root" data-frame="vi" inert>');
        await expect(page.locator('#root'), path).not.toHaveAttribute('inert');
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        expect(errors, path).toEqual([]);
      }
    }
    // The order detail the server drew is hydrated; for a browser whose stored session has gone since, replaced.
    await signIn(page, demo.personal.username);
    await page.goto('/my-profile');
    await expect.poll(framesCookie).toBe('signed-in');
    const drawn = await page.goto(`/my-orders/${order.uuid}`);
    expect(await drawn?.text()).toContain('<div id="root" data-signed-in data-prerendered="vi" inert>');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.evaluate(() => localStorage.removeItem('auth'));
    await page.goto(`/my-orders/${order.uuid}`);
    await expect(page).toHaveURL(/\/auth/);
    expect(errors).toEqual([]);
  });

  test('the prerendered sign-in page is taken over without a mismatch and signs in', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await useLanguage(page, 'ko');
    await page.goto('/auth');
    await expect(page).toHaveTitle('로그인 | SkyParcel');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.getByLabel('전화번호 또는 고객 코드').fill(demo.personal.username);
    await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '로그인' }).click();
    await expect(page).toHaveURL(/\/c2c-order-payment$/);
    expect(pageErrors).toEqual([]);
  });

  test('a visitor whose stored language differs from the cookie gets the stored one, without a mismatch', async ({
    page,
    context,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await useLanguage(page, 'ko');
    await context.addCookies([{ name: 'locale', value: 'vi', url: test.info().project.use.baseURL }]);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('로그인');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    // The app puts the cookie right, so the next visit comes prerendered in Korean.
    expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('ko');
    // The Vietnamese page is replaced, not hydrated: no React error #418 (issue 34 item 22).
    expect(consoleErrors).toEqual([]);
  });

  for (const [locale, language, heading] of [
    ['vi-VN', 'vi', 'Đăng nhập'],
    ['ko-KR', 'ko', '로그인'],
  ] as const) {
    test(`a cold load in ${language} with only a cookie, or only storage, has no hydration error`, async ({
      browser,
    }) => {
      for (const kept of ['cookie', 'storage'] as const) {
        const context = await browser.newContext({ locale });
        const page = await context.newPage();
        const consoleErrors: string[] = [];
        page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
        if (kept === 'cookie') {
          await context.addCookies([{ name: 'locale', value: language, url: test.info().project.use.baseURL }]);
        } else {
          await page.addInitScript((value) => localStorage.setItem('locale', value), language);
        }
        await page.goto('/auth');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.locator('#root')).not.toHaveAttribute('inert');
        expect(consoleErrors, kept).toEqual([]);
        await context.close();
      }
    });
  }
});
