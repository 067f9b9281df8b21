import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/*
 * Looking at a PDF the server made (the waybill): pdf.js, the viewer browsers ship, draws its
 * first page on a canvas in Chromium, at a given width, for a screenshot. Served from the
 * project's own node_modules under the app's origin, so no system tool is needed.
 */

const resolve = createRequire(import.meta.url).resolve;
const SCRIPTS: Record<string, string> = {
  'pdf.mjs': resolve('pdfjs-dist/build/pdf.min.mjs'),
  'pdf.worker.mjs': resolve('pdfjs-dist/build/pdf.worker.min.mjs'),
};
const VIEWER = `<!doctype html><html><body style="margin:0;background:#fff">
<canvas id="page"></canvas>
<script type="module">
  import * as pdfjs from '/__pdf-viewer/pdf.mjs';
  pdfjs.GlobalWorkerOptions.workerSrc = '/__pdf-viewer/pdf.worker.mjs';
  window.renderPdf = async (bytes, width) => {
    const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes) }).promise;
    const first = await pdf.getPage(1);
    const viewport = first.getViewport({ scale: width / first.getViewport({ scale: 1 }).width });
    const canvas = document.getElementById('page');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await first.render({ canvas, canvasContext: canvas.getContext('2d'), viewport }).promise;
    return { pages: pdf.numPages, height: canvas.height };
  };
  document.body.dataset.ready = 'true';
</script></body></html>`;

/** Draws the PDF's first page `width` pixels wide and saves it as a PNG; answers its page count. */
export async function screenshotPdf(page: Page, pdf: Buffer, width: number, path: string): Promise<number> {
  await page.route('**/__pdf-viewer/*', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    if (name === 'viewer.html') return route.fulfill({ contentType: 'text/html', body: VIEWER });
    return route.fulfill({ path: SCRIPTS[name], contentType: 'text/javascript' });
  });
  await page.goto('/__pdf-viewer/viewer.html');
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
  const drawn = await page.evaluate(
    ({ bytes, pixels }) =>
      (
        window as unknown as { renderPdf: (b: number[], w: number) => Promise<{ pages: number; height: number }> }
      ).renderPdf(bytes, pixels),
    { bytes: [...pdf], pixels: width },
  );
  await page.setViewportSize({ width, height: drawn.height });
  await page.locator('#page').screenshot({ path });
  return drawn.pages;
}
