import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A web build as apps/web/scripts/prerender.mjs writes one for the order detail the server draws
 * with its order (plugins/drawn-pages.ts): the page's HTML without a frame, its frame per language,
 * the table that names it, and a stand-in for the web's server-side entry. Answers the build's folder.
 */
export function writeDrawnWebBuild(build: {
  pageWithoutFrame: string;
  frame: (language: string) => string;
  /** The source of `.server/prerender.js`, which exports `renderOrderDetailPage`. */
  renderer: string;
}): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'skyparcel-drawn-'));
  mkdirSync(path.join(dist, 'pages'));
  mkdirSync(path.join(dist, '.server'));
  writeFileSync(path.join(dist, 'index.html'), build.pageWithoutFrame);
  writeFileSync(path.join(dist, 'pages', 'my-orders-id.html'), build.pageWithoutFrame);
  for (const language of ['vi', 'en', 'ko']) {
    writeFileSync(path.join(dist, 'pages', `my-orders-id.${language}.html`), build.frame(language));
  }
  const row = {
    pattern: '^/my-orders/[^/]+/?$',
    file: 'pages/my-orders-id.html',
    fileByLanguage: 'pages/my-orders-id.{language}.html',
    frameAudience: 'signed-in',
    drawnWithData: 'order-detail',
  };
  writeFileSync(path.join(dist, 'pages', 'pages.json'), JSON.stringify([row]));
  writeFileSync(path.join(dist, '.server', 'prerender.js'), build.renderer);
  return dist;
}
