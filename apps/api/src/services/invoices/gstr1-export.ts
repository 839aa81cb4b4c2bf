import { gstStateCode, indianDate, indianMonthRange, summariseByHsn, type InvoiceLine } from '@canino/shared';
import type { AppContext } from '../../context';
import { creditNotesIssuedBetween, type CreditNoteRow } from '../../repositories/credit-notes';
import { invoicesIssuedBetween, type InvoiceRow } from '../../repositories/invoices';
import { csvCell, rupees } from '../orders/orders-csv';

/** Inter-state B2C invoices above this value are reported one by one (table 5, B2CL) instead of in totals. */
const B2CL_THRESHOLD_PAISE = 1_00_000_00;

const pos = (state: string) => `${gstStateCode(state) ?? ''}-${state}`;
const row = (cells: Parameters<typeof csvCell>[0][]) => cells.map(csvCell).join(',');

const isLarge = (supplyType: string, invoiceTotalPaise: number) => supplyType === 'inter' && invoiceTotalPaise > B2CL_THRESHOLD_PAISE;
const isB2cl = (inv: InvoiceRow) => isLarge(inv.document.tax.supplyType, inv.totalPaise);
/** A credit note against a large inter-state invoice is reported on its own (9B); others are netted in table 7. */
const againstB2cl = (note: CreditNoteRow) => isLarge(note.document.tax.supplyType, note.document.invoice.totalPaise);

/** A credit note's line with its values negated: it takes back part of a sale in the sums. */
const negated = (l: InvoiceLine): InvoiceLine => ({
  ...l,
  quantity: -l.quantity,
  valuePaise: -l.valuePaise,
  taxablePaise: -l.taxablePaise,
  cgstPaise: -l.cgstPaise,
  sgstPaise: -l.sgstPaise,
  igstPaise: -l.igstPaise,
  taxPaise: -l.taxPaise,
});

/** Taxable value and taxes of `lines`, summed per key. */
function sumBy<K extends string>(lines: { key: K; line: InvoiceLine }[]) {
  const sums = new Map<K, { taxable: number; igst: number; cgst: number; sgst: number }>();
  for (const { key, line } of lines) {
    const s = sums.get(key) ?? { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
    sums.set(key, { taxable: s.taxable + line.taxablePaise, igst: s.igst + line.igstPaise, cgst: s.cgst + line.cgstPaise, sgst: s.sgst + line.sgstPaise });
  }
  return sums;
}

/**
 * A helper for the month's GSTR-1, as CSV sections the owner copies into the offline tool: B2C small
 * supplies (table 7) summed by place of supply and rate, large inter-state B2C invoices (table 5) one by
 * one, the month's credit notes (table 9B) one by one with their counts, and the HSN summary (table 12).
 * Every sale is B2C: the shop takes no buyer GSTIN. As the return wants, table 7 and the HSN summary are
 * net of the month's credit notes (those against small supplies are netted in table 7, not in 9B's CDNUR).
 */
export async function gstr1Csv(ctx: AppContext, month: string): Promise<string> {
  const { from, to } = indianMonthRange(month);
  const [invoices, notes] = await Promise.all([invoicesIssuedBetween(ctx.db, from, to), creditNotesIssuedBetween(ctx.db, from, to)]);
  const out: string[] = [row([`GSTR-1 helper for ${month}`, `${invoices.length} invoices`, `${notes.length} credit notes`])];

  const small = invoices.filter((i) => !isB2cl(i));
  const b2cs = sumBy([
    ...small.flatMap((inv) => inv.document.tax.lines.map((line) => ({ key: `${inv.placeOfSupply}|${line.gstRate}`, line }))),
    ...notes.filter((n) => !againstB2cl(n)).flatMap((n) => n.document.tax.lines.map((line) => ({ key: `${n.placeOfSupply}|${line.gstRate}`, line: negated(line) }))),
  ]);
  out.push('', row(['B2CS (table 7)']), row(['Type', 'Place Of Supply', 'Rate', 'Taxable Value', 'Integrated Tax', 'Central Tax', 'State/UT Tax', 'Cess Amount']));
  for (const [key, s] of [...b2cs].sort(([a], [b]) => a.localeCompare(b))) {
    const [state, rate] = key.split('|') as [string, string];
    out.push(row(['OE', pos(state), rate, rupees(s.taxable), rupees(s.igst), rupees(s.cgst), rupees(s.sgst), '0.00']));
  }

  out.push(
    '',
    row(['B2CL (table 5): inter-state invoices above ₹1,00,000']),
    row(['Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Rate', 'Taxable Value', 'Integrated Tax', 'Cess Amount']),
  );
  for (const inv of invoices.filter(isB2cl)) {
    const byRate = sumBy(inv.document.tax.lines.map((line) => ({ key: String(line.gstRate), line })));
    for (const [rate, s] of byRate) {
      out.push(row([inv.number, indianDate(inv.issuedAt), rupees(inv.totalPaise), pos(inv.placeOfSupply), rate, rupees(s.taxable), rupees(s.igst), '0.00']));
    }
  }

  const notesB2cl = notes.filter(againstB2cl);
  out.push(
    '',
    row([
      'Credit/debit notes (table 9B)',
      `${notes.length} credit notes`,
      '0 debit notes',
      `${notesB2cl.length} against B2CL invoices (CDNUR)`,
      `${notes.length - notesB2cl.length} against B2CS invoices (netted in table 7)`,
    ]),
    row([
      'UR Type',
      'Note Number',
      'Note Date',
      'Note Type',
      'Invoice Number',
      'Invoice Date',
      'Place Of Supply',
      'Note Value',
      'Rate',
      'Taxable Value',
      'Integrated Tax',
      'Central Tax',
      'State/UT Tax',
      'Cess Amount',
    ]),
  );
  for (const n of notes) {
    const byRate = sumBy(n.document.tax.lines.map((line) => ({ key: String(line.gstRate), line })));
    for (const [rate, s] of byRate) {
      out.push(
        row([
          againstB2cl(n) ? 'B2CL' : 'B2CS',
          n.number,
          indianDate(n.issuedAt),
          'C',
          n.document.invoice.number,
          indianDate(new Date(n.document.invoice.issuedAt)),
          pos(n.placeOfSupply),
          rupees(n.totalPaise),
          rate,
          rupees(s.taxable),
          rupees(s.igst),
          rupees(s.cgst),
          rupees(s.sgst),
          '0.00',
        ]),
      );
    }
  }

  out.push(
    '',
    row(['HSN summary (table 12)']),
    row(['HSN', 'UQC', 'Total Quantity', 'Total Value', 'Rate', 'Taxable Value', 'Integrated Tax', 'Central Tax', 'State/UT Tax', 'Cess Amount']),
  );
  for (const h of summariseByHsn([...invoices.flatMap((i) => i.document.tax.lines), ...notes.flatMap((n) => n.document.tax.lines.map(negated))])) {
    // Services (the shipping's SAC starts with 99) are counted in "NA"; goods in numbers.
    const uqc = h.hsn.startsWith('99') ? 'NA' : 'NOS';
    out.push(row([h.hsn, uqc, h.quantity, rupees(h.valuePaise), h.gstRate, rupees(h.taxablePaise), rupees(h.igstPaise), rupees(h.cgstPaise), rupees(h.sgstPaise), '0.00']));
  }
  return `\uFEFF${out.join('\r\n')}\r\n`;
}
