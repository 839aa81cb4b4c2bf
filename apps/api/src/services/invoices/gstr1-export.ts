import { gstStateCode, indianDate, indianMonthRange, summariseByHsn, type InvoiceLine } from '@canino/shared';
import type { AppContext } from '../../context';
import { invoicesIssuedBetween, type InvoiceRow } from '../../repositories/invoices';
import { csvCell } from '../admin/orders-csv';

/** Inter-state B2C invoices above this value are reported one by one (table 5, B2CL) instead of in totals. */
export const B2CL_THRESHOLD_PAISE = 1_00_000_00;

const rupees = (paise: number) => (paise / 100).toFixed(2);
const pos = (state: string) => `${gstStateCode(state) ?? ''}-${state}`;
const row = (cells: (string | number)[]) => cells.map(csvCell).join(',');

const isB2cl = (inv: InvoiceRow) => inv.document.tax.supplyType === 'inter' && inv.totalPaise > B2CL_THRESHOLD_PAISE;

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
 * one, and the HSN summary (table 12). Every sale is B2C: the shop takes no buyer GSTIN.
 */
export async function gstr1Csv(ctx: AppContext, month: string): Promise<string> {
  const { from, to } = indianMonthRange(month);
  const invoices = await invoicesIssuedBetween(ctx.db, from, to);
  const out: string[] = [row([`GSTR-1 helper for ${month}`, `${invoices.length} invoices`])];

  const small = invoices.filter((i) => !isB2cl(i));
  const b2cs = sumBy(small.flatMap((inv) => inv.document.tax.lines.map((line) => ({ key: `${inv.placeOfSupply}|${line.gstRate}`, line }))));
  out.push('', row(['B2CS (table 7)']), row(['Type', 'Place Of Supply', 'Rate', 'Taxable Value', 'Integrated Tax', 'Central Tax', 'State/UT Tax', 'Cess Amount']));
  for (const [key, s] of [...b2cs].sort(([a], [b]) => a.localeCompare(b))) {
    const [state, rate] = key.split('|') as [string, string];
    out.push(row(['OE', pos(state), rate, rupees(s.taxable), rupees(s.igst), rupees(s.cgst), rupees(s.sgst), '0.00']));
  }

  out.push('', row(['B2CL (table 5): inter-state invoices above ₹1,00,000']), row(['Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Rate', 'Taxable Value', 'Integrated Tax', 'Cess Amount']));
  for (const inv of invoices.filter(isB2cl)) {
    const byRate = sumBy(inv.document.tax.lines.map((line) => ({ key: String(line.gstRate), line })));
    for (const [rate, s] of byRate) {
      out.push(row([inv.number, indianDate(inv.issuedAt), rupees(inv.totalPaise), pos(inv.placeOfSupply), rate, rupees(s.taxable), rupees(s.igst), '0.00']));
    }
  }

  out.push('', row(['HSN summary (table 12)']), row(['HSN', 'UQC', 'Total Quantity', 'Total Value', 'Rate', 'Taxable Value', 'Integrated Tax', 'Central Tax', 'State/UT Tax', 'Cess Amount']));
  for (const h of summariseByHsn(invoices.flatMap((i) => i.document.tax.lines))) {
    // Services (the shipping's SAC starts with 99) are counted in "NA"; goods in numbers.
    const uqc = h.hsn.startsWith('99') ? 'NA' : 'NOS';
    out.push(row([h.hsn, uqc, h.quantity, rupees(h.valuePaise), h.gstRate, rupees(h.taxablePaise), rupees(h.igstPaise), rupees(h.cgstPaise), rupees(h.sgstPaise), '0.00']));
  }
  return `\uFEFF${out.join('\r\n')}\r\n`;
}
