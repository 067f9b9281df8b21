import type { Language } from '@skyparcel/domain/locale';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { AppRouter, createAppRoutes, type PageModules, pageModules, whenRouterReady } from './app/router.tsx';
import i18n, { i18nReady } from './lib/i18n.ts';

/*
 * The build's server-side entry (scripts/prerender.mjs): renders a signed-out page to HTML in one
 * language, with the very tree main.tsx hydrates, so the page paints its real content with the
 * first bytes instead of waiting for the scripts.
 */
export async function renderPage(url: string, language: Language): Promise<string> {
  await i18nReady;
  await i18n.changeLanguage(language);
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [url] });
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
