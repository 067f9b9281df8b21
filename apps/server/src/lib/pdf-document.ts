import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/*
 * The PDFs the server prints (waybills, flight manifests): Vietnamese and Korean both print with
 * Noto Sans KR, embedded from its npm package (only the glyphs used go into the file), as `regular`
 * and `bold`.
 */

const fontFile = (weight: string) =>
  createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans-kr/${weight}/NotoSansKR_${weight}.ttf`);
const FONTS = { regular: fontFile('400Regular'), bold: fontFile('700Bold') };

/** A new document with the two fonts registered; pages are added by the caller. */
export function newPdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument({ autoFirstPage: false, ...options });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  return doc;
}

/** The document's bytes once it has ended: call before drawing, then `doc.end()`. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
