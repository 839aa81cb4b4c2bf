import { allocateProportionally, sumTaxes, summariseByHsn, taxOf, type InvoiceDocument, type InvoiceLine, type InvoiceTax, type SupplyType } from './gst-invoice.js';
import type { RefundMethod } from '../schemas/refunds.js';

/** A line of a credit note: the part of one invoice line given back, by its index in the invoice. */
export interface CreditNoteLine extends InvoiceLine {
  invoiceLine: number;
}

export interface CreditNoteInput {
  /** The tax part of the invoice the credit note corrects. */
  invoice: Pick<InvoiceTax, 'supplyType' | 'lines'>;
  /** Value (GST included) already credited on each invoice line by earlier credit notes, by index. */
  creditedBefore: readonly number[];
  /** What was refunded, GST included. */
  amountPaise: number;
  /** How many units of each invoice line came back with this refund (returned or never shipped), by index. */
  returned?: readonly number[];
}

export interface CreditNoteTax {
  supplyType: SupplyType;
  lines: CreditNoteLine[];
  totals: InvoiceTax['totals'];
  hsnSummary: InvoiceTax['hsnSummary'];
}

/** Everything a credit note prints: an invoice-shaped document plus the invoice it corrects. */
export interface CreditNoteDocument extends Omit<InvoiceDocument, 'tax'> {
  tax: InvoiceTax & { lines: CreditNoteLine[] };
  /** The invoice it corrects; its total tells whether that was a large inter-state (B2CL) supply. */
  invoice: { number: string; issuedAt: string; totalPaise: number };
  refundId: number;
  reason: string;
  /** How the money went back; credit notes issued before manual refunds were recorded lack it (the provider). */
  refundMethod?: RefundMethod;
}

/**
 * The tax of a credit note for a refund of `amountPaise` against an invoice. The amount goes first to the
 * lines whose goods came back (at most their share of the line's value), and the rest is spread over what
 * is left of every line in proportion to it, to the paisa (largest remainder). A line's tax is what the
 * invoice's rule gives for everything credited on it so far, less what earlier credit notes took: so each
 * credit line's taxable + tax is its value, the taxes split exactly as the invoice's (CGST + SGST, or IGST),
 * and the credit notes of a fully refunded order add up to the invoice to the paisa, line by line.
 */
export function computeCreditNoteTax(input: CreditNoteInput): CreditNoteTax {
  const { lines, supplyType } = input.invoice;
  const before = lines.map((_, i) => input.creditedBefore[i] ?? 0);
  const left = lines.map((l, i) => l.valuePaise - before[i]!);
  const leftInAll = left.reduce((s, v) => s + v, 0);
  if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0 || input.amountPaise > leftInAll) {
    throw new RangeError(`a credit of ${input.amountPaise} paise does not fit the ${leftInAll} paise left to credit on the invoice`);
  }
  // Goods that came back: the value of that many units of the line (after its discount), as far as it is left.
  const backValue = lines.map((l, i) => {
    const units = Math.min(input.returned?.[i] ?? 0, l.quantity);
    return units > 0 ? Math.min(left[i]!, Math.round((l.valuePaise * units) / l.quantity)) : 0;
  });
  const first = Math.min(
    input.amountPaise,
    backValue.reduce((s, v) => s + v, 0),
  );
  const firstShares = allocateProportionally(first, backValue);
  const restShares = allocateProportionally(
    input.amountPaise - first,
    left.map((v, i) => v - firstShares[i]!),
  );
  const creditLines: CreditNoteLine[] = [];
  lines.forEach((l, i) => {
    const valuePaise = firstShares[i]! + restShares[i]!;
    if (valuePaise === 0) return;
    const upTo = taxOf(before[i]! + valuePaise, l.gstRate, supplyType);
    const earlier = taxOf(before[i]!, l.gstRate, supplyType);
    const quantity = Math.min(input.returned?.[i] ?? 0, l.quantity);
    creditLines.push({
      invoiceLine: i,
      kind: l.kind,
      description: l.description,
      hsn: l.hsn,
      gstRate: l.gstRate,
      quantity,
      unitPricePaise: quantity ? l.unitPricePaise : 0,
      grossPaise: valuePaise,
      discountPaise: 0,
      valuePaise,
      taxablePaise: upTo.taxablePaise - earlier.taxablePaise,
      cgstPaise: upTo.cgstPaise - earlier.cgstPaise,
      sgstPaise: upTo.sgstPaise - earlier.sgstPaise,
      igstPaise: upTo.igstPaise - earlier.igstPaise,
      taxPaise: upTo.taxPaise - earlier.taxPaise,
    });
  });
  return { supplyType, lines: creditLines, totals: sumTaxes(creditLines), hsnSummary: summariseByHsn(creditLines) };
}

/** Value credited so far on each of an invoice's lines, by index, from its earlier credit notes. */
export function creditedByLine(lineCount: number, notes: readonly { lines: readonly Pick<CreditNoteLine, 'invoiceLine' | 'valuePaise'>[] }[]): number[] {
  const sums = Array.from({ length: lineCount }, () => 0);
  for (const n of notes) for (const l of n.lines) sums[l.invoiceLine]! += l.valuePaise;
  return sums;
}
