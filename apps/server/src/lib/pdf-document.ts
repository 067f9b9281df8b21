import { createRequire } from 'node:module';

/*
 * The PDFs the server prints (waybills, flight manifests): Vietnamese and Korean both print with
 * Noto Sans KR, embedded from its npm package (only the glyphs used go into the file), as `regular`
 * and `bold`.
 */

const fontFile = (weight: string) =>
  createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans-kr/${weight}/NotoSansKR_${weight}.ttf`);
const FONTS = { regular: fontFile('400Regular'), bold: fontFile('700Bold') };

/**
 * A new document with the two fonts registered; pages are added by the caller. pdfkit (with fontkit
 * and its decompressors) is loaded on the first print, not at start-up: loading it cost about
 * 0.15 s of every start of the server, for a waybill or manifest most processes print later or never.
 */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
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
