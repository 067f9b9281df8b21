import type { Language } from '@skyparcel/domain/locale';
import { escape as escapeHtml } from 'es-toolkit';

/*
 * The sandbox gateways' pages (VNPay's payment page, PortOne's card window): one plain layout,
 * served by this server without the web app, readable at 390 px and by keyboard.
 */

const STYLE = `
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f4f9;color:#1b2330}
  main{max-width:440px;margin:32px auto;padding:0 16px}
  .card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.08);padding:24px}
  h1{font-size:20px;margin:0 0 4px}
  .notice{font-size:13px;color:#5c6675;margin:0 0 20px}
  dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px;font-size:14px}
  dt{color:#5c6675} dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere}
  .amount{font-size:18px;color:#0b5cad}
  form{display:grid;gap:10px}
  button{font:inherit;font-size:15px;padding:12px;border-radius:8px;border:1px solid #c5ccd6;background:#fff;color:#1b2330;cursor:pointer}
  button.primary{background:#0b5cad;border-color:#0b5cad;color:#fff;font-weight:600}
  button:focus-visible{outline:3px solid #f5a524;outline-offset:2px}
  .refused{color:#b3261e}
  :lang(ko){word-break:keep-all}
`;

function page(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main><div class="card">${body}</div></main></body></html>`;
}

export type CheckoutRow = [label: string, value: string];

/** The words every gateway page has: its title and test notice, the amount's label, each outcome's button. */
export type CheckoutTexts = { title: string; notice: string; amount: string; actions: Record<string, string> };

/**
 * A gateway's checkout: what is paid, the amount in its currency last, and one submit button per
 * outcome (the first is the primary one), posting the request back with the chosen `outcome`.
 */
export function checkoutPage(
  language: Language,
  texts: CheckoutTexts,
  content: { rows: CheckoutRow[]; amount: number; currency: string; request: string },
): string {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: content.currency }).format(
    content.amount,
  );
  const rows = content.rows
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const buttons = Object.entries(texts.actions)
    .map(
      ([value, label], index) =>
        `<button type="submit" name="outcome" value="${escapeHtml(value)}"${index === 0 ? ' class="primary"' : ''}>${escapeHtml(label)}</button>`,
    )
    .join('');
  return page(
    language,
    texts.title,
    `<h1>${escapeHtml(texts.title)}</h1><p class="notice">${escapeHtml(texts.notice)}</p>
<dl>${rows}<dt>${escapeHtml(texts.amount)}</dt><dd class="amount">${escapeHtml(money)}</dd></dl>
<form method="post"><input type="hidden" name="request" value="${escapeHtml(content.request)}">${buttons}</form>`,
  );
}

/** What a gateway's page shows when it will not take the payment. */
export function refusalPage(language: Language, title: string, reason: string): string {
  return page(language, title, `<h1 class="refused">${escapeHtml(title)}</h1><p>${escapeHtml(reason)}</p>`);
}

/** What a gateway's page shows when what was asked is done. */
export function resultPage(language: Language, title: string, body: string): string {
  return page(language, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>`);
}
