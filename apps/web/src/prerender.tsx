import type { Language } from '@skyparcel/domain/locale';
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
import i18n, { i18nReady } from './lib/i18n.ts';

/*
 * The build's server-side entry (scripts/prerender.mjs): renders a signed-out page to HTML in one
 * language, with the very tree main.tsx hydrates, so the page paints its real content with the
 * first bytes instead of waiting for the scripts.
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

async function renderRoutes(routes: RouteObject[], url: string, language: Language): Promise<string> {
  await i18nReady;
  await i18n.changeLanguage(language);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await whenRouterReady(router);
  try {
    return renderToString(
      <AppProvider>
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
