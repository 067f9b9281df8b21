import type { FlightManifest } from '@skyparcel/domain/flight-manifest-contracts';
import type { Language } from '@skyparcel/domain/locale';
import { manifestTexts, trackingText } from '@skyparcel/domain/messages';
import { formatNumber } from '@skyparcel/domain/number-format';
import { formatVietnamTime } from '@skyparcel/domain/time-format';
import { newPdfDocument, pdfBytes } from '../../lib/pdf-document.ts';

/*
 * A flight's printed manifest (issue 39): what the hub hands the airline with the parcels. A4
 * landscape: the flight, its route, departure and load; one row per order with its weights and
 * whether it passed the security check; the two signatures of the handover. Long manifests go on
 * over pages, the column heads repeated and every page numbered.
 */

const PAGE = { width: 842, height: 595 };
const MARGIN = 36;
const WIDTH = PAGE.width - 2 * MARGIN;
const ROW = 18;
const INK = '#111111';
const MUTED = '#4a4a4a';
const LINE = '#bdbdbd';

type Texts = ReturnType<typeof manifestTexts>;
type Column = { key: keyof Texts['columns']; width: number; align?: 'right' };
const COLUMNS: Column[] = [
  { key: 'line', width: 34 },
  { key: 'code', width: 112 },
  { key: 'kind', width: 78 },
  { key: 'receiver', width: 150 },
  { key: 'destination', width: 104 },
  { key: 'weight', width: 62, align: 'right' },
  { key: 'chargeable', width: 70, align: 'right' },
  { key: 'checked', width: 70 },
  { key: 'step', width: WIDTH - 680 },
];

export async function renderManifestPdf(manifest: FlightManifest, language: Language, now: Date): Promise<Buffer> {
  const texts = manifestTexts(language);
  const { flight } = manifest;
  const doc = await newPdfDocument({
    bufferPages: true,
    info: { Title: `${texts.title} ${flight.flightNumber}`, Author: 'SkyParcel' },
  });
  const done = pdfBytes(doc);
  doc.addPage({ size: [PAGE.width, PAGE.height], margin: MARGIN });
  let y = header(doc, manifest, texts, { language, now });
  y = columnHeads(doc, texts, y);
  const kg = (value: number) => formatNumber(value, language, { style: 'unit', unit: 'kilogram' });
  manifest.lines.forEach((line, index) => {
    if (y + ROW > PAGE.height - MARGIN - 20) {
      doc.addPage({ size: [PAGE.width, PAGE.height], margin: MARGIN });
      y = columnHeads(doc, texts, MARGIN);
    }
    y = row(doc, y, [
      String(index + 1),
      line.orderId,
      texts.kinds[line.platform],
      line.receiverName,
      line.destination,
      kg(line.weight),
      kg(line.chargeableWeight),
      line.checked ? texts.checked : texts.unchecked,
      trackingText(language, line.step).title,
    ]);
  });
  if (manifest.lines.length === 0) {
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(MUTED)
      .text(texts.empty, MARGIN, y + 6, { width: WIDTH });
    y += ROW + 6;
  }
  signatures(doc, texts, Math.min(y + 24, PAGE.height - MARGIN - 60));
  numberPages(doc, texts);
  doc.end();
  return done;
}

function header(
  doc: PDFKit.PDFDocument,
  manifest: FlightManifest,
  texts: Texts,
  at: { language: Language; now: Date },
) {
  const { flight } = manifest;
  const kg = (value: number) => formatNumber(value, at.language, { style: 'unit', unit: 'kilogram' });
  doc.fillColor(INK).font('bold').fontSize(16).text(`SkyParcel · ${texts.title}`, MARGIN, MARGIN, { width: WIDTH });
  doc.font('bold').fontSize(22).text(flight.flightNumber, MARGIN, MARGIN, { width: WIDTH, align: 'right' });
  const facts = [
    `${texts.route}: ${flight.origin} → ${flight.destination}`,
    `${texts.departure}: ${formatVietnamTime(flight.departureAt, at.language, 'dateTime')}`,
    texts.fill(texts.load, { booked: kg(flight.booked), capacity: kg(flight.capacity) }),
    texts.fill(texts.orders, { count: flight.orders }),
    `${texts.printed}: ${formatVietnamTime(at.now.toISOString(), at.language, 'dateTime')}`,
  ];
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(facts.join('   ·   '), MARGIN, MARGIN + 30, { width: WIDTH });
  return MARGIN + 58;
}

/** The column heads: bold, over a dark rule. */
function columnHeads(doc: PDFKit.PDFDocument, texts: Texts, y: number) {
  const heads = COLUMNS.map((column) => texts.columns[column.key]);
  return row(doc, y, heads, { font: 'bold', rule: { width: 1, colour: INK } });
}

const BODY_ROW = { font: 'regular', rule: { width: 0.5, colour: LINE } } as const;

/** One line of the table, its cells and the rule under it; answers where the next line starts. */
function row(
  doc: PDFKit.PDFDocument,
  y: number,
  values: string[],
  style: { font: 'regular' | 'bold'; rule: { width: number; colour: string } } = BODY_ROW,
) {
  doc.font(style.font).fontSize(9).fillColor(INK);
  cells(doc, y, values);
  doc
    .moveTo(MARGIN, y + ROW - 4)
    .lineTo(MARGIN + WIDTH, y + ROW - 4)
    .lineWidth(style.rule.width)
    .strokeColor(style.rule.colour)
    .stroke();
  return y + ROW;
}

function cells(doc: PDFKit.PDFDocument, y: number, values: string[]) {
  let x = MARGIN;
  COLUMNS.forEach((column, index) => {
    doc.text(values[index] ?? '', x + 2, y, {
      width: column.width - 4,
      align: column.align ?? 'left',
      lineBreak: false,
      ellipsis: true,
      height: ROW,
    });
    x += column.width;
  });
}

function signatures(doc: PDFKit.PDFDocument, texts: Texts, y: number) {
  const half = (WIDTH - 40) / 2;
  for (const [index, label] of [texts.handedOverBy, texts.receivedBy].entries()) {
    const x = MARGIN + index * (half + 40);
    doc
      .moveTo(x, y + 34)
      .lineTo(x + half, y + 34)
      .lineWidth(0.5)
      .strokeColor(MUTED)
      .stroke();
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, x, y + 38, { width: half });
  }
}

function numberPages(doc: PDFKit.PDFDocument, texts: Texts) {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    // In the bottom margin: without this, pdfkit would start a new page for text below the content area.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(texts.fill(texts.page, { page: page + 1, pages: count }), MARGIN, PAGE.height - MARGIN + 8, {
        width: WIDTH,
        align: 'right',
        lineBreak: false,
      });
  }
}
