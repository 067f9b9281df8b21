import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF's pages: each page's size in points and its text, as a PDF reader extracts it. */
export async function readPdf(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    const [, , width, height] = page.view;
    pages.push({ width, height, text });
  }
  return pages;
}
