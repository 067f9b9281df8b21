import '@mantine/core/styles.css';
import '@mantine/nprogress/styles.css';
import './styles/global.css';
import { normalizeLanguage } from '@skyparcel/domain/locale';
import { DRAWN_SIGNED_IN_ATTRIBUTE, PAGE_DATA_ELEMENT_ID } from '@skyparcel/domain/page-frames';
import { hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter, createAppRouter, loadPageModules, whenRouterReady } from './app/router.tsx';
import { getStoredAuth } from './lib/auth-storage.ts';
import i18n, { i18nReady } from './lib/i18n.ts';
import { warmUpIcu } from './lib/icu-warm-up.ts';
import { queryClient } from './lib/query-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * The router, made in a task of its own after the modules have been evaluated (on a phone each is a
 * slice of the main thread, not one long task); it starts fetching the first page's modules while
 * the texts of the language load. Until both are in, the page's HTML stays on screen.
 */
function startApp() {
  startFromPageData();
  const router = createAppRouter();
  warmUpIcu(i18n.language);
  const app = (
    <StrictMode>
      <AppProvider>
        <AppRouter router={router} />
      </AppProvider>
    </StrictMode>
  );
  const render = () => renderApp(router, app);
  // A language that fails to load (offline) still renders: the page then shows its text keys
  // rather than nothing, and the next language switch or reload fetches it again.
  void i18nReady.then(render, render);
}

/**
 * A page the server drew with its data (the order detail: apps/server/src/plugins/web-app.ts)
 * carries that data; the app's cache starts from it, so its first render draws what the HTML
 * showed instead of a skeleton and a call.
 */
function startFromPageData() {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  element.remove();
  try {
    hydrate(queryClient, JSON.parse(element.textContent));
  } catch {
    // Unreadable data is no data: the page reads its own, as it does without any.
  }
}

/*
 * A page prerendered at build time (scripts/prerender.mjs; the server sends it in the visitor's
 * language), and a page the server drew with its data, are hydrated: React takes over the markup
 * already on screen. It arrives inert, so nothing can be typed into it or submitted natively (a
 * sign-in form would put the password in the address) until React has it. Hydration waits for the
 * page's modules so its first render matches; a page in another language than the one chosen is
 * rendered afresh. Either way React works in a transition, in slices, so the main thread stays
 * responsive (a plain hydrateRoot would take the whole page in one task).
 */
function renderApp(router: ReturnType<typeof createAppRouter>, app: ReactNode) {
  const root = container as HTMLElement;
  const prerendered = root.getAttribute('data-prerendered');
  // A page prerendered in another language than the one chosen, or drawn by the server signed in
  // (the order detail) for a browser whose stored session has gone since, would not match its first
  // render (React error #418): it is replaced, not hydrated.
  const isSignedInGone = root.hasAttribute(DRAWN_SIGNED_IN_ATTRIBUTE) && !getStoredAuth();
  if (prerendered !== null && (prerendered !== normalizeLanguage(i18n.language) || isSignedInGone)) {
    root.removeAttribute('data-prerendered');
    root.removeAttribute(DRAWN_SIGNED_IN_ATTRIBUTE);
    root.removeAttribute('inert');
    root.replaceChildren();
  }
  // The page's own markup arrived inert: it is usable once React has it.
  const takingOver = (
    <>
      {app}
      <UsableOnceTaken container={root} />
    </>
  );
  if (root.hasAttribute('data-prerendered')) {
    void whenRouterReady(router).then(() => startTransition(() => void hydrateRoot(root, takingOver)));
    return;
  }
  // A page's first frame (drawn at build time, scripts/prerender.mjs) is replaced by the same page
  // rendered afresh: once the page's modules are in, so the first commit draws the page itself and
  // not the router's fallback in between.
  if (root.hasAttribute('data-frame')) {
    root.removeAttribute('data-frame');
    void whenRouterReady(router).then(() => {
      const reactRoot = createRoot(root);
      startTransition(() => reactRoot.render(takingOver));
    });
    return;
  }
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}

function UsableOnceTaken({ container }: { container: HTMLElement }) {
  useEffect(() => container.removeAttribute('inert'), [container]);
  return null;
}

// The page's modules are asked for in a task of their own, the router made in the next.
setTimeout(() => {
  void loadPageModules().finally(() => setTimeout(startApp));
});
