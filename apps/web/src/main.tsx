import '@mantine/core/styles.css';
import '@mantine/nprogress/styles.css';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter, createAppRouter } from './app/router.tsx';
import { i18nReady } from './lib/i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The router starts fetching the first page's modules now, while the texts of the language load;
// until both are in, index.html's own shell skeleton stays on screen.
const router = createAppRouter();

// A transition lets React render the first page in slices, so the main thread stays responsive.
function render() {
  const root = createRoot(container as HTMLElement);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider>
          <AppRouter router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
}

// A language that fails to load (offline) still renders: the page then shows its text keys
// rather than nothing, and the next language switch or reload fetches it again.
void i18nReady.then(render, render);
