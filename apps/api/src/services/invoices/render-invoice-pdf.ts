import { amountInWords, formatINR, indianDate, ROUND_OFF_LABEL, type InvoiceDocument, type InvoiceLine } from '@canino/shared';
import { renderPdf, type Doc } from '../documents/pdf';

/** What kind of document the PDF is; a credit note names the invoice it corrects ("Invoice no.", "Invoice date"). */
export interface PdfHeading {
  title: string;
  reference?: { label: string; number: string; date: string };
  /** A sentence under the parties, e.g. a credit note's reason. */
  note?: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const WIDTH = A4.width - 2 * MARGIN;
/** Where the right-hand column (the document's identity, the place of supply) starts. */
const RIGHT_X = MARGIN + WIDTH - 220;
const INK = '#1f2933';
const MUTED = '#5f6b7a';
const ACCENT = '#0f766e';
const RULE = '#d5dbe1';
const BAND = '#f1f5f4';

interface Column<T> {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
  cell: (row: T, index: number) => string;
}

/** A date as Indian documents print it: DD/MM/YYYY, India's calendar day. */
export const printedDate = (iso: string) => {
  const [y, m, d] = indianDate(new Date(iso)).split('-');
  return `${d}/${m}/${y}`;
};
const money = (paise: number) => formatINR(paise);

/** Draws a table from `y` with a shaded header row, starting a new page (and repeating the header) when full. */
function table<T>(doc: Doc, y: number, columns: Column<T>[], rows: T[], opts: { boldLast?: boolean } = {}): number {
  const pad = 4;
  const header = () => {
    const h = 18;
    doc.rect(MARGIN, y, WIDTH, h).fill(BAND);
    let x = MARGIN;
    doc.font('bold').fontSize(7.5).fillColor(MUTED);
    for (const c of columns) {
      doc.text(c.header, x + pad, y + 5, { width: c.width - 2 * pad, align: c.align ?? 'left', lineBreak: false });
      x += c.width;
    }
    y += h;
  };
  header();
  rows.forEach((row, i) => {
    const last = opts.boldLast && i === rows.length - 1;
    doc.font(last ? 'bold' : 'regular').fontSize(8.5);
    const h = Math.max(...columns.map((c) => doc.heightOfString(c.cell(row, i), { width: c.width - 2 * pad }))) + 2 * pad + 2;
    if (y + h > A4.height - MARGIN - 40) {
      doc.addPage();
      y = MARGIN;
      header();
      doc.font(last ? 'bold' : 'regular').fontSize(8.5);
    }
    let x = MARGIN;
    doc.fillColor(INK);
    for (const c of columns) {
      doc.text(c.cell(row, i), x + pad, y + pad + 1, { width: c.width - 2 * pad, align: c.align ?? 'left' });
      x += c.width;
    }
    y += h;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  });
  return y;
}

function party(doc: Doc, x: number, y: number, width: number, label: string, lines: string[]): number {
  doc.font('bold').fontSize(7.5).fillColor(MUTED).text(label.toUpperCase(), x, y, { width, characterSpacing: 0.6 });
  doc.fillColor(INK);
  lines.forEach((line, i) =>
    doc
      .font(i === 0 ? 'bold' : 'regular')
      .fontSize(i === 0 ? 10 : 9)
      .text(line, { width }),
  );
  return doc.y;
}

/** Label–amount rows aligned right, the last one bold and larger (the total). */
function totals(doc: Doc, y: number, rows: [string, string][]): number {
  const x = MARGIN + WIDTH - 250;
  rows.forEach(([label, value], i) => {
    const last = i === rows.length - 1;
    if (last) {
      y += 4;
      doc.rect(x, y - 3, 250, 22).fill(BAND);
    }
    doc
      .font(last ? 'bold' : 'regular')
      .fontSize(last ? 11 : 9)
      .fillColor(INK);
    doc.text(label, x + 6, y + (last ? 2 : 0), { width: 140 });
    doc.text(value, x + 140, y + (last ? 2 : 0), { width: 104, align: 'right' });
    y += last ? 22 : 14;
  });
  return y;
}

/**
 * An invoice (or a credit note, given another heading) as an A4 PDF: seller and buyer, number and
 * date, place of supply, the lines with HSN, taxable value and tax, the HSN-wise tax split, and the
 * total in figures and in words. Pure layout: everything printed comes from `invoice`.
 */
export function renderInvoicePdf(invoice: InvoiceDocument, heading: PdfHeading = { title: 'Tax Invoice' }): Promise<Buffer> {
  const info = { Title: `${heading.title} ${invoice.number}`, Author: invoice.seller.name, Subject: `Order #${invoice.orderId}` };
  return renderPdf({ size: 'A4', margin: MARGIN, info }, (doc) => drawInvoice(doc, invoice, heading));
}

function drawInvoice(doc: Doc, invoice: InvoiceDocument, heading: PdfHeading): void {
  let y = drawHeader(doc, invoice, heading);
  y = drawParties(doc, invoice, heading, y);
  y = drawLines(doc, invoice, y);
  y = drawHsnSummary(doc, invoice, y);
  y = drawTotals(doc, invoice, y);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(`For ${invoice.seller.name}. This is a computer-generated document and needs no signature.`, MARGIN, y, { width: WIDTH, align: 'center' });
}

/** The seller on the left, the document's identity (number, date, order, what it corrects) on the right. */
function drawHeader(doc: Doc, invoice: InvoiceDocument, heading: PdfHeading): number {
  const { seller } = invoice;
  doc.rect(0, 0, A4.width, 6).fill(ACCENT);
  const sellerLines = [seller.name, ...seller.address, `${seller.state}${seller.stateCode ? ` (State code ${seller.stateCode})` : ''}`, `GSTIN: ${seller.gstin ?? ''}`];
  const leftEnd = party(doc, MARGIN, MARGIN, 280, 'Sold by', sellerLines);
  doc
    .font('bold')
    .fontSize(18)
    .fillColor(ACCENT)
    .text(heading.title.toUpperCase(), RIGHT_X, MARGIN - 4, { width: 220, align: 'right' });
  const facts: [string, string][] = [
    [`${heading.title} no.`, invoice.number],
    ['Date', printedDate(invoice.issuedAt)],
    ['Order', `#${invoice.orderId} of ${printedDate(invoice.orderedAt)}`],
    ...(heading.reference
      ? ([
          [`${heading.reference.label} no.`, heading.reference.number],
          [`${heading.reference.label} date`, heading.reference.date],
        ] as [string, string][])
      : []),
  ];
  let fy = doc.y + 4;
  for (const [label, value] of facts) {
    doc.font('regular').fontSize(8.5).fillColor(MUTED).text(label, RIGHT_X, fy, { width: 80 });
    doc
      .font('bold')
      .fontSize(8.5)
      .fillColor(INK)
      .text(value, RIGHT_X + 80, fy, { width: 140, align: 'right' });
    fy = doc.y + 2;
  }
  const y = Math.max(leftEnd, fy) + 12;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();
  return y + 12;
}

/** The buyer, where the supply is made, and the heading's note (a credit note's reason). */
function drawParties(doc: Doc, invoice: InvoiceDocument, heading: PdfHeading, top: number): number {
  const { buyer, tax } = invoice;
  const intra = tax.supplyType === 'intra';
  const buyerEnd = party(doc, MARGIN, top, 280, 'Billed to', [
    buyer.name,
    ...buyer.address,
    ...(buyer.phone ? [`Phone: ${buyer.phone}`] : []),
    ...(buyer.email ? [buyer.email] : []),
  ]);
  const posEnd = party(doc, RIGHT_X, top, 220, 'Place of supply', [
    `${invoice.placeOfSupply.state}${invoice.placeOfSupply.stateCode ? ` (${invoice.placeOfSupply.stateCode})` : ''}`,
    intra ? 'Intra-state supply: CGST + SGST' : 'Inter-state supply: IGST',
    'Tax payable on reverse charge: No',
  ]);
  let y = Math.max(buyerEnd, posEnd) + 10;
  if (heading.note) {
    doc.font('regular').fontSize(9).fillColor(INK).text(heading.note, MARGIN, y, { width: WIDTH });
    y = doc.y + 8;
  }
  return y + 6;
}

/** What was sold, its share of the discount, taxable value and tax. */
function drawLines(doc: Doc, invoice: InvoiceDocument, y: number): number {
  const { tax } = invoice;
  const lineColumns: Column<InvoiceLine>[] = [
    { header: '#', width: 16, cell: (_, i) => String(i + 1) },
    { header: 'Description', width: 110, cell: (l) => l.description },
    // Wide enough for an 8-digit HSN on one line.
    { header: 'HSN/SAC', width: 50, cell: (l) => l.hsn },
    // A credit note's line that gives back an amount, not goods, has neither.
    { header: 'Qty', width: 24, align: 'right', cell: (l) => (l.quantity ? String(l.quantity) : '—') },
    { header: 'Unit price', width: 56, align: 'right', cell: (l) => (l.unitPricePaise ? money(l.unitPricePaise) : '—') },
    { header: 'Discount', width: 52, align: 'right', cell: (l) => (l.discountPaise ? `−${money(l.discountPaise)}` : '—') },
    { header: 'Taxable value', width: 62, align: 'right', cell: (l) => money(l.taxablePaise) },
    { header: 'GST', width: 28, align: 'right', cell: (l) => `${l.gstRate}%` },
    { header: 'Tax', width: 52, align: 'right', cell: (l) => money(l.taxPaise) },
    { header: 'Amount', width: WIDTH - 450, align: 'right', cell: (l) => money(l.valuePaise) },
  ];
  return table(doc, y, lineColumns, tax.lines) + 14;
}

/** The HSN-wise summary with the tax split as the supply is intra- or inter-state. */
function drawHsnSummary(doc: Doc, invoice: InvoiceDocument, y: number): number {
  const { tax } = invoice;
  const intra = tax.supplyType === 'intra';
  type HsnRow = (typeof tax.hsnSummary)[number] & { label?: string };
  const split: Column<HsnRow>[] = intra
    ? [
        { header: `CGST`, width: 80, align: 'right', cell: (r) => `${money(r.cgstPaise)}${r.label ? '' : ` @${r.gstRate / 2}%`}` },
        { header: `SGST`, width: 80, align: 'right', cell: (r) => `${money(r.sgstPaise)}${r.label ? '' : ` @${r.gstRate / 2}%`}` },
      ]
    : [{ header: 'IGST', width: 160, align: 'right', cell: (r) => `${money(r.igstPaise)}${r.label ? '' : ` @${r.gstRate}%`}` }];
  const hsnColumns: Column<HsnRow>[] = [
    { header: 'HSN/SAC', width: 70, cell: (r) => r.label ?? r.hsn },
    { header: 'Rate', width: 45, align: 'right', cell: (r) => (r.label ? '' : `${r.gstRate}%`) },
    { header: 'Taxable value', width: 95, align: 'right', cell: (r) => money(r.taxablePaise) },
    ...split,
    { header: 'Total tax', width: WIDTH - 370, align: 'right', cell: (r) => money(r.taxPaise) },
  ];
  const t = tax.totals;
  doc.font('bold').fontSize(9).fillColor(INK).text('HSN-wise tax summary', MARGIN, y);
  return table(doc, doc.y + 4, hsnColumns, [...tax.hsnSummary, { hsn: '', gstRate: 0, quantity: 0, ...t, label: 'Total' }], { boldLast: true }) + 14;
}

/** The totals, and the amount in words beside them. */
function drawTotals(doc: Doc, invoice: InvoiceDocument, top: number): number {
  const { tax } = invoice;
  const intra = tax.supplyType === 'intra';
  const t = tax.totals;
  let y = top;
  const summary: [string, string][] = [[`Items (inclusive of GST)`, money(tax.itemsPaise)]];
  if (tax.discountPaise)
    summary.push([
      `${invoice.couponCode ? `Coupon ${invoice.couponCode}` : 'Autoship discount'}${invoice.couponPercent ? ` (${invoice.couponPercent}%)` : ''}`,
      `−${money(tax.discountPaise)}`,
    ]);
  if (tax.roundedOffPaise) summary.push([ROUND_OFF_LABEL, `−${money(tax.roundedOffPaise)}`]);
  const shipping = tax.lines.find((l) => l.kind === 'shipping');
  if (shipping) summary.push(['Shipping (inclusive of GST)', money(shipping.valuePaise)]);
  const codFee = tax.lines.find((l) => l.kind === 'cod-fee');
  if (codFee) summary.push(['COD fee (inclusive of GST)', money(codFee.valuePaise)]);
  summary.push(['Taxable value', money(t.taxablePaise)]);
  if (intra) summary.push(['CGST', money(t.cgstPaise)], ['SGST', money(t.sgstPaise)]);
  else summary.push(['IGST', money(t.igstPaise)]);
  summary.push(['Total', money(invoice.totalPaise)]);
  if (y + summary.length * 14 + 90 > A4.height - MARGIN) {
    doc.addPage();
    y = MARGIN;
  }
  const totalsTop = y;
  y = totals(doc, y, summary);
  doc
    .font('bold')
    .fontSize(8)
    .fillColor(MUTED)
    .text('AMOUNT IN WORDS', MARGIN, totalsTop, { width: WIDTH - 270, characterSpacing: 0.6 });
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(INK)
    .text(amountInWords(invoice.totalPaise), { width: WIDTH - 270 });
  doc
    .moveDown(0.6)
    .font('bold')
    .fontSize(9)
    .fillColor(ACCENT)
    .text('Inclusive of GST', { width: WIDTH - 270 });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text('All prices on this document include GST; the tax is shown for your records.', { width: WIDTH - 270 });
  return Math.max(y, doc.y) + 24;
}
