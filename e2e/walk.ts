import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { DEMO_PASSWORD, type Language } from './fixtures.ts';
import { type Texts, textsOf, untranslatedKeyPattern } from './texts.ts';

/*
 * A walk: one browser context per screen width and language goes through every page of the
 * app and, on each, checks what a customer would notice: the page's heading is there, no error
 * state, toast or field error shows unless the step expects one, no text key is left
 * untranslated, nothing makes the page scroll sideways (at the walk's width and at a second one
 * of the same kind of screen, by resizing), axe finds nothing serious, and a screenshot is kept
 * for a human look. The app is loaded once per account and then moved by its own router, as a
 * customer's clicks move it: a cold start of the page costs more than all the checks together.
 */

export const SCREENSHOT_DIR = 'test-results/screenshots';

export type Screen = {
  /** The width the walk is shot and checked at. */
  width: number;
  height: number;
  /** Another width of the same kind of screen, checked for sideways scrolling only. */
  alsoWidth: number;
};

export const PHONE: Screen = { width: 390, height: 844, alsoWidth: 360 };
export const DESKTOP: Screen = { width: 1280, height: 800, alsoWidth: 768 };

/**
 * What a step may show besides the page: field errors, a toast, an error state with Try again.
 * The step itself asserts the one it provoked; the walk asserts that nothing else shows.
 */
export type Expected = { fieldErrors?: boolean; toast?: boolean; errorState?: boolean };

export type Shot = {
  /** The screenshot's name; the language and width are added. */
  name: string;
  /** The page's h1, in the walk's language; null where a blocking popup is all the page shows. */
  heading: string | null;
  expected?: Expected;
  /** A dialog floats over the page: the viewport is shot as the customer sees it, not the whole page. */
  isDialog?: boolean;
  /** The second width would close what is open (a drop-down list): checked at the walk's width only. */
  isTransient?: boolean;
  /** A part of the page held to axe's every impact, not only serious and critical (a CSS selector). */
  axeEveryImpactIn?: string;
};

type StoredAuth = { accessToken: string; expiresAt: number };

/** Signs in through the API once per walk and account, as the app stores it. */
export async function sessionOf(request: APIRequestContext, username: string, password = DEMO_PASSWORD) {
  const response = await request.post('/api/v1/auth/login', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = await response.json();
  return { accessToken: data.access_token, expiresAt: Date.now() + data.expires_in * 1000 } as StoredAuth;
}

/**
 * Counts the app's calls in flight (not its live streams), so a step waits until the page has
 * its data without the fixed half second of Playwright's network-idle, which also never comes
 * after a move of the router.
 */
function trackCalls() {
  const calls = { inFlight: 0, lastChange: 0 };
  Object.defineProperty(window, '__walkCalls', { value: calls });
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const accept = new Headers(init?.headers).get('accept') ?? '';
    if (accept.includes('text/event-stream')) return original(input, init);
    calls.inFlight += 1;
    calls.lastChange = performance.now();
    return original(input, init).finally(() => {
      calls.inFlight -= 1;
      calls.lastChange = performance.now();
    });
  };
}

export class Walk {
  readonly t: Texts;
  private readonly untranslated = untranslatedKeyPattern();

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    readonly language: Language,
    readonly screen: Screen,
  ) {
    this.t = textsOf(language);
  }

  /** `locale`: the browser's own, as a customer's would be (Accept-Language, which the payment sandboxes follow). */
  static async open(browser: Browser, screen: Screen, language: Language, locale: string): Promise<Walk> {
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      locale,
      // No transitions: a dialog is shot open, not while it fades in.
      reducedMotion: 'reduce',
    });
    await context.addCookies([{ name: 'locale', value: language, url: test.info().project.use.baseURL }]);
    await context.addInitScript((value) => {
      if (!localStorage.getItem('locale')) localStorage.setItem('locale', value);
    }, language);
    await context.addInitScript(trackCalls);
    return new Walk(context, await context.newPage(), language, screen);
  }

  close() {
    return this.context.close();
  }

  /** A text of the app with its placeholders left open, to find a label whose number or name varies. */
  pattern(key: string): RegExp {
    const escaped = this.t(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`^${escaped.replace(/\\\{\\\{\w+\\\}\\\}/g, '.*')}`);
  }

  /** Loads a page from the server: the first page of an account, or one outside the app. */
  async load(url: string) {
    await this.page.goto(url);
  }

  /**
   * Stores an account's session (or none) and loads the app's page for it, as a returning customer
   * opening a new tab (whose session storage, with the last account's order drafts, starts empty).
   */
  async signIn(auth: StoredAuth | null, url: string) {
    if (!this.page.url().startsWith('http')) await this.page.goto('/api/health');
    await this.page.evaluate((value) => {
      sessionStorage.clear();
      if (value) localStorage.setItem('auth', value);
      else localStorage.removeItem('auth');
    }, auth && JSON.stringify(auth));
    await this.load(url);
  }

  /** Moves the loaded app to a page through its router, as a link would. */
  async go(url: string) {
    await this.page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, url);
  }

  /** Waits until the page has its heading and data: no call in flight for a moment, nothing busy. */
  async settle({ hasHeading = true } = {}) {
    if (hasHeading) await expect(this.page.locator('h1').first()).toBeVisible();
    await this.page.waitForFunction(
      () => {
        const calls = (window as unknown as { __walkCalls?: { inFlight: number; lastChange: number } }).__walkCalls;
        const isQuiet = !calls || (calls.inFlight === 0 && performance.now() - calls.lastChange > 150);
        return isQuiet && !document.querySelector('[aria-busy="true"], .mantine-Skeleton-root');
      },
      undefined,
      { polling: 50 },
    );
    await this.page.evaluate(() => document.fonts.ready);
  }

  /** Every check of the walk on the page as it is now, and its screenshot. */
  async check(shot: Shot) {
    await this.settle({ hasHeading: shot.heading !== null });
    const where = `${shot.name} in ${this.language} at ${this.screen.width} px (${this.page.url()})`;
    if (shot.heading !== null) await expect(this.page.locator('h1').first(), where).toHaveText(shot.heading);
    await this.expectNothingWrong(shot.expected ?? {}, where);
    await this.expectNoSidewaysScroll(where);
    const axe = await seriousViolations(this.page, { everyImpactIn: shot.axeEveryImpactIn });
    expect.soft(axe, `${where}: axe`).toEqual([]);
    await this.page.screenshot({
      path: `${SCREENSHOT_DIR}/${shot.name}-${this.language}-${this.screen.width}.png`,
      fullPage: !shot.isDialog,
    });
    if (!shot.isTransient) await this.atAlsoWidth(() => this.expectNoSidewaysScroll(where));
    if (shot.expected?.toast) await this.closeToasts();
  }

  /** Closes the toasts a step brought, as a customer would, so they do not stand over the next pages. */
  async closeToasts() {
    const close = this.page.getByRole('button', { name: this.t('common.closeToast') });
    for (const button of await close.all()) await button.click().catch(() => undefined);
    await expect(this.page.locator('.mantine-Notification-root')).toHaveCount(0);
  }

  private async expectNothingWrong(expected: Expected, where: string) {
    const { page, t } = this;
    // What shows now, named in the failure (no waiting: the page has settled).
    const shown = (locator: Locator) => locator.filter({ visible: true }).allInnerTexts();
    if (!expected.errorState) {
      const retry = page.getByRole('button', { name: t('common.retry'), exact: true });
      expect.soft(await shown(retry), `${where}: an error state`).toEqual([]);
    }
    if (!expected.toast)
      expect.soft(await shown(page.locator('.mantine-Notification-root')), `${where}: a toast`).toEqual([]);
    if (!expected.fieldErrors) {
      expect.soft(await shown(page.locator('.mantine-InputWrapper-error')), `${where}: field errors`).toEqual([]);
    }
    const words = await page.evaluate(() => {
      const labelled = document.querySelectorAll('[aria-label], [placeholder], [title], [alt]');
      const attributes = Array.from(labelled).flatMap((element) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
      );
      return [document.title, document.body.innerText, ...attributes].join('\n');
    });
    expect.soft(words.match(this.untranslated)?.[0], `${where}: a text key shown untranslated`).toBeUndefined();
  }

  /** Checks the page at the screen's second width too, then puts the walk's width back. */
  private async atAlsoWidth(check: () => Promise<void>) {
    const { page, screen } = this;
    await page.setViewportSize({ width: screen.alsoWidth, height: screen.height });
    await nextFrames(page);
    await check();
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await nextFrames(page);
  }

  private async expectNoSidewaysScroll(where: string) {
    const { scrollWidth, clientWidth, pastScreen, pastColumn } = await this.page.evaluate(measureOverflow);
    const at = `${where} at ${clientWidth} px`;
    expect
      .soft(
        scrollWidth,
        `${at} is ${scrollWidth - clientWidth} px wider than the screen; widest: ${pastScreen.join(' | ')}`,
      )
      .toBeLessThanOrEqual(clientWidth);
    expect.soft(pastColumn, `${at}: elements stick out of the content column`).toEqual([]);
  }
}

/** Two animation frames: a resize has been laid out and the app's width-dependent parts re-rendered. */
function nextFrames(page: Page) {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe's serious and critical findings (WCAG 2.1 A/AA and best practice), and with `everyImpactIn`
 * also the lesser ones inside that part of the page (the app-wide loading bar and toast portal
 * sit outside landmarks, a moderate "region" finding on every page, so the whole page is held to
 * serious and critical). Legacy mode runs axe in the page itself: the default opens a blank page
 * per check to merge frames, which cost a second a page, and the app has no frames.
 */
export async function seriousViolations(page: Page, { everyImpactIn }: { everyImpactIn?: string } = {}) {
  const analyze = (selector?: string) => {
    const builder = new AxeBuilder({ page }).setLegacyMode(true).withTags(AXE_TAGS);
    return (selector ? builder.include(selector) : builder).options({ resultTypes: ['violations'] }).analyze();
  };
  const serious = (await analyze()).violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const inPart = everyImpactIn ? (await analyze(everyImpactIn)).violations : [];
  const ids = new Set(serious.map((violation) => violation.id));
  return [...serious, ...inPart.filter((violation) => !ids.has(violation.id))].map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target),
  }));
}

type Overflow = { scrollWidth: number; clientWidth: number; pastScreen: string[]; pastColumn: string[] };

/**
 * The document's width against the screen's, and what sticks out: past the screen (what makes the
 * page scroll sideways) and past the content column inside `<main>` (what hangs over the cards' edge
 * even while the page margin still hides it). The furthest edge comes first, and among equal
 * edges the innermost element, which is usually the cause.
 */
function measureOverflow(): Overflow {
  const root = document.documentElement;
  const { scrollWidth, clientWidth } = root;
  // Clipped or scrolled inside its own box, or in a layer of its own; within the column a sticky
  // bar may also bleed to the page edge on purpose (the order screen's total bar).
  const isContained = (element: Element, scope: Element) => {
    for (let node: Element | null = element; node && node !== scope; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.position === 'fixed' || (scope !== document.body && style.position === 'sticky')) return true;
      if (node !== element && style.overflowX !== 'visible') return true;
    }
    return false;
  };
  const describe = (element: Element) => {
    const testId = element.getAttribute('data-testid');
    const classes = Array.from(element.classList)
      .slice(0, 2)
      .map((name) => `.${name}`);
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const { left, right } = element.getBoundingClientRect();
    return `<${element.tagName.toLowerCase()}${testId ? ` data-testid=${testId}` : ''}${classes.join('')}> "${text}" (${Math.round(left)}–${Math.round(right)} px)`;
  };
  const sticksOut = (scope: Element, limit: number) =>
    Array.from(scope.querySelectorAll('*'))
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ element, right }) => right > limit + 0.5 && !isContained(element, scope))
      .sort(
        (a, b) => b.right - a.right || Number(a.element.contains(b.element)) - Number(b.element.contains(a.element)),
      )
      .slice(0, 3)
      .map(({ element }) => describe(element));
  // The column is the page container inside <main> (its padding is the page margin), or <main> itself.
  const main = document.querySelector('main');
  const column = main?.querySelector(':scope > .mantine-Container-root') ?? main;
  const columnRight = column
    ? column.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(column).paddingRight)
    : clientWidth;
  return {
    scrollWidth,
    clientWidth,
    pastScreen: scrollWidth > clientWidth ? sticksOut(document.body, clientWidth) : [],
    pastColumn: column ? sticksOut(column, columnRight) : [],
  };
}
