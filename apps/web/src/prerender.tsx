import { camelizeKeys } from '@skyparcel/domain/case-keys';
import type { Language } from '@skyparcel/domain/locale';
import type { OrderDetail } from '@skyparcel/domain/order-history-contracts';
import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import {
  AppRouter,
  createAppRoutes,
  type PageModules,
  pageModules,
  type RouteHandle,
  whenRouterReady,
} from './app/router.tsx';

import { orderDetailQueryOptions } from './features/orders/api/get-order-detail.ts';
import i18n, { i18nReady } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';

/*
 * The web's server-side entry. At build time (scripts/prerender.mjs) it renders a signed-out page
 * to HTML in one language, with the very tree main.tsx hydrates, and each landing page's first
 * frame, so the page paints with the first bytes instead of waiting for the scripts. At run time
 * the server draws the order detail with the customer's order in it (renderOrderDetailPage).
 */
export async function renderPage(url: string, language: Language): Promise<string> {
  return renderRoutes(createAppRoutes(), url, language);
}

/**
 * A signed-in page's first frame, as the app's first commit will draw it: the signed-in chrome and
 * the page's own first render (its heading, and the body skeleton `AfterFirstPaint` shows before the
 * body), with no customer's data. Sent before the scripts, it paints the page's heading at once; the
 * app then renders the same markup afresh (it is not hydrated: the chrome's data differs).
 */
export async function renderFrame(url: string, language: Language): Promise<string> {
  return renderRoutes(withoutSignInCheck(createAppRoutes()), url, language);
}

/** A page drawn with data: its markup, and the data cache the app starts from so it draws the same. */
export type DrawnPage = { markup: string; state: DehydratedState };

export type OrderDetailPageRequest = {
  url: string;
  language: Language;
  /** The order as the page's address names it (its uuid or code), the key the page reads it by. */
  orderId: string;
  /** The body of `GET /v1/order/detail/{id}` for this customer, as the API sends it (snake_case). */
  answer: unknown;
};

/**
 * The order detail with the customer's order drawn in (apps/server/src/plugins/web-app.ts, per
 * request): a phone paints the order with the page's first bytes, where it otherwise waited for
 * every script and then the call (issue 35: largest paint 4.5 s). The app starts from the same data.
 */
export function renderOrderDetailPage({ url, language, orderId, answer }: OrderDetailPageRequest): Promise<DrawnPage> {
  return oneAtATime(async () => {
    const client = createQueryClient();
    // As the API client reads an answer (lib/api-client.ts): camelCase keys.
    client.setQueryData(orderDetailQueryOptions(orderId).queryKey, camelizeKeys(answer) as OrderDetail);
    const markup = await renderRoutes(withoutSignInCheck(createAppRoutes()), url, language, client);
    return { markup, state: dehydrate(client) };
  });
}

// The texts' language is the one i18next instance's: pages drawn while the server runs take turns,
// so one page's language cannot change under another's render.
let previousRender: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(render: () => Promise<T>): Promise<T> {
  const next = previousRender.then(render, render);
  previousRender = next.catch(() => undefined);
  return next;
}

/** The routes with the signed-in layout's check taken out: at build time nobody is signed in. */
function withoutSignInCheck(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withoutSignInCheck(route.children) : undefined;
    if ((route.handle as RouteHandle | undefined)?.module !== './layout/protected-layout.tsx') {
      return { ...route, children } as RouteObject;
    }
    return {
      ...route,
      children,
      lazy: async () => ({ Component: (await import('./app/layout/protected-layout.tsx')).SignedInShell }),
    } as RouteObject;
  });
}

async function renderRoutes(
  routes: RouteObject[],
  url: string,
  language: Language,
  client?: QueryClient,
): Promise<string> {
  await i18nReady;
  await i18n.changeLanguage(language);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await whenRouterReady(router);
  try {
    return renderToString(
      <AppProvider client={client}>
        <AppRouter router={router} />
      </AppProvider>,
    );
  } finally {
    router.dispose();
  }
}

/** Every page of the app with the modules it loads, named as in `src/app` (`./routes/c2c-order.tsx`). */
export function listPages(): PageModules[] {
  return pageModules(createAppRoutes());
}

export { PAGE_MODULES_ATTRIBUTE } from '@skyparcel/domain/page-frames';
