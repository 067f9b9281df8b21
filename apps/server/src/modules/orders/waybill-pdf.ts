import { newPdfDocument, pdfBytes } from '../../lib/pdf-document.ts';

/*
 * The printed waybill: an A6 label (100 x 150 mm) with the order code as a Code 128 barcode for the
 * scanners at the post office and hub, a QR code of the public tracking page, and the parties in
 * large type (lib/pdf-document.ts: Noto Sans KR for both Vietnamese and Korean).
 */

const MM = 72 / 25.4;
const PAGE = { width: 100 * MM, height: 150 * MM };
const MARGIN = 5 * MM;
const INK = '#111111';
const MUTED = '#4a4a4a';

export type WaybillContent = {
  code: string;
  trackingUrl: string;
  createdAt: string;
  service: string;
  sender: { name: string; phone: string; address: string };
  receiver: { name: string; phone: string; address: string };
  /** The airports flown between (SGN → ICN), or the provinces crossed: printed large, to sort by. */
  route: string;
  flight: string | null;
  contents: string;
  pieces: string;
  weight: string;
  payment: string;
  note: string;
  texts: {
    title: string;
    from: string;
    to: string;
    service: string;
    weight: string;
    note: string;
    created: string;
    flight: string;
    contents: string;
    pieces: string;
    payment: string;
    track: string;
    hotline: string;
  };
};

/** Waybills as PDF bytes: one A6 page each, in the order given (one order's, or an import's). */
export async function renderWaybillPdf(contents: WaybillContent[]): Promise<Buffer> {
  const [first] = contents;
  // Loaded with pdfkit on the first print (lib/pdf-document.ts), not at start-up.
  const { default: bwipjs } = await import('bwip-js/node');
  const doc = await newPdfDocument({
    info: {
      Title: contents.length === 1 ? `${first.texts.title} ${first.code}` : first.texts.title,
      Author: 'SkyParcel',
    },
  });
  const done = pdfBytes(doc);
  for (const content of contents) {
    const [barcode, qrCode] = await Promise.all([
      bwipjs.toBuffer({ bcid: 'code128', text: content.code, scale: 4, height: 14, includetext: false }),
      bwipjs.toBuffer({ bcid: 'qrcode', text: content.trackingUrl, scale: 4 }),
    ]);
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: MARGIN });
    drawLabel(doc, content, { barcode, qrCode });
  }
  doc.end();
  return done;
}

function drawLabel(doc: PDFKit.PDFDocument, content: WaybillContent, images: { barcode: Buffer; qrCode: Buffer }) {
  const width = PAGE.width - 2 * MARGIN;
  const { texts } = content;
  let y = MARGIN;
  doc.fillColor(INK).font('bold').fontSize(15).text('SkyParcel', MARGIN, y, { width, lineBreak: false });
  doc
    .font('bold')
    .fontSize(10)
    .text(content.service, MARGIN, y + 3, { width, align: 'right' });
  y += 22;
  doc.font('regular').fontSize(8).fillColor(MUTED).text(`${texts.title} · ${content.createdAt}`, MARGIN, y, { width });
  y += 14;
  doc.image(images.barcode, MARGIN + 6 * MM, y, { width: width - 12 * MM, height: 15 * MM });
  y += 15 * MM + 3;
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(INK)
    .text(content.code, MARGIN, y, { width, align: 'center', characterSpacing: 1 });
  y = rule(doc, y + 18, width);
  y = routeBand(doc, content.route, { y, width });

  y = party(doc, texts.to, content.receiver, { y, width, size: 12 });
  y = rule(doc, y + 4, width);
  y = party(doc, texts.from, content.sender, { y, width, size: 9 });
  y = rule(doc, y + 4, width);

  const qrSize = 27 * MM;
  const detailWidth = width - qrSize - 4 * MM;
  const rows: [string, string][] = [
    [texts.service, content.service],
    ...(content.flight ? [[texts.flight, content.flight] as [string, string]] : []),
    [texts.contents, content.contents],
    [texts.pieces, content.pieces],
    [texts.weight, content.weight],
    [texts.payment, content.payment],
    [texts.created, content.createdAt],
  ];
  let rowY = y;
  for (const [label, value] of rows) {
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(label, MARGIN, rowY, { width: 22 * MM });
    doc
      .font('bold')
      .fontSize(8)
      .fillColor(INK)
      .text(value, MARGIN + 22 * MM, rowY, { width: detailWidth - 22 * MM });
    rowY = doc.y + 2;
  }
  doc.image(images.qrCode, PAGE.width - MARGIN - qrSize, y, { width: qrSize, height: qrSize });
  doc.font('regular').fontSize(6.5).fillColor(MUTED);
  doc.text(texts.track, PAGE.width - MARGIN - qrSize, y + qrSize + 2, { width: qrSize, align: 'center' });
  y = Math.max(rowY, y + qrSize + 12);
  if (content.note) {
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(texts.note, MARGIN, y + 2, { width });
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(INK)
      .text(content.note, MARGIN, doc.y, { width, height: 24, ellipsis: true });
  }
  // The footer sits inside the bottom margin: pdfkit would otherwise start a second page for it.
  doc.page.margins.bottom = 0;
  doc.font('bold').fontSize(9).fillColor(INK);
  doc.text(texts.hotline, MARGIN, PAGE.height - MARGIN - 12, { width, align: 'center', lineBreak: false });
}

/** The route in large white type on a black band, as sorting labels print it. */
function routeBand(doc: PDFKit.PDFDocument, route: string, layout: { y: number; width: number }): number {
  const height = 10 * MM;
  doc.rect(MARGIN, layout.y, layout.width, height).fill(INK);
  doc
    .font('bold')
    .fontSize(16)
    .fillColor('#ffffff')
    .text(route, MARGIN, layout.y + 4, { width: layout.width, align: 'center', lineBreak: false, ellipsis: true });
  doc.fillColor(INK);
  return layout.y + height + 5;
}

/** One party: the label, the name and phone in bold, the address below. */
function party(
  doc: PDFKit.PDFDocument,
  label: string,
  person: WaybillContent['receiver'],
  layout: { y: number; width: number; size: number },
): number {
  const { width, size } = layout;
  doc.font('regular').fontSize(7.5).fillColor(MUTED).text(label.toUpperCase(), MARGIN, layout.y, { width });
  doc
    .font('bold')
    .fontSize(size)
    .fillColor(INK)
    .text(`${person.name} · ${person.phone}`, MARGIN, doc.y + 1, { width });
  doc
    .font('regular')
    .fontSize(size - 2)
    .text(person.address, MARGIN, doc.y + 1, { width });
  return doc.y;
}

function rule(doc: PDFKit.PDFDocument, y: number, width: number): number {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(0.6)
    .strokeColor('#888888')
    .stroke();
  return y + 5;
}
