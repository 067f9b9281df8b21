import type { askToAcceptRules as ask } from './components/rules-dialog.tsx';

/**
 * The cross-border rules dialog (rules-dialog.tsx), fetched the first time it is asked for: the
 * order screen's first load carries nothing an order inside Vietnam never shows.
 */
export async function askToAcceptRules(...args: Parameters<typeof ask>): ReturnType<typeof ask> {
  const dialog = await import('./components/rules-dialog.tsx');
  return dialog.askToAcceptRules(...args);
}
