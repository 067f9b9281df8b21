import { formatFirstNumber, formatFirstZone } from './first-formats.ts';

/**
 * ICU sets up its number formats and time zones on their first use: 20–55 ms here and about four
 * times that on a phone, in one piece, which the first date or amount a page draws would add to that
 * render. A worker sets them up off the main thread first (icu-warm-up.worker.ts: Chromium's ICU
 * keeps them for the whole process); then the main thread makes its own first formats, in two tasks
 * of their own, which cost almost nothing after the worker and all of it where a worker cannot help
 * (no Worker, or an engine whose ICU does not share), still outside any render.
 */
export function warmUpIcu(language: string) {
  const onMainThread = () => setTimeout(() => startTheClocks(language));
  if (typeof Worker === 'undefined') {
    onMainThread();
    return;
  }
  const worker = new Worker(new URL('./icu-warm-up.worker.ts', import.meta.url), { type: 'module' });
  const done = () => {
    worker.terminate();
    onMainThread();
  };
  worker.addEventListener('message', done, { once: true });
  worker.addEventListener('error', done, { once: true });
}

function startTheClocks(language: string) {
  formatFirstNumber(language);
  setTimeout(formatFirstZone);
}
