import { computeCreditNoteTax, creditedByLine, documentNumber, financialYear, type CreditNoteDocument } from '@canino/shared';
import type { Db } from '../../db/client';
import { takeNextNumber } from '../../repositories/document-series';
import { insertCreditNote, listOrderCreditNotes, type CreditNoteRow } from '../../repositories/credit-notes';
import { findInvoiceOfOrder } from '../../repositories/invoices';
import type { OrderLineRow } from '../../repositories/orders';
import { findRefund, type RefundRow } from '../../repositories/refunds';
import type { RestockedLine } from '../../db/schema';
import { getTaxSettings } from '../../repositories/tax-settings';

/** Credit notes number in their own series: the invoice prefix with "-CN", "CAN-CN/2026-27/000001". */
const creditNotePrefix = (invoicePrefix: string) => `${invoicePrefix}-CN`;

/**
 * Issues the credit note of a refund that was just processed, inside the transaction that recorded it
 * (the caller holds the order's lock, then the refund's, and moves the refund out of pending once: so
 * one refund gets one credit note however many reports of it race). An order without an invoice (the
 * shop was not registered, or a refund-due order that was never filled) gets none. The credited lines
 * follow the goods the owner marked as back; the rest of the amount is spread over what is left of the
 * invoice (packages/shared gst-credit-note). The number is taken last, to hold the series lock briefly.
 */
export async function issueCreditNoteInTx(tx: Db, refund: RefundRow, lines: OrderLineRow[], issuedAt: Date): Promise<CreditNoteRow | undefined> {
  const invoice = await findInvoiceOfOrder(tx, refund.orderId);
  if (!invoice) return undefined;
  const [seller, earlier] = await Promise.all([getTaxSettings(tx), listOrderCreditNotes(tx, refund.orderId)]);
  const doc = invoice.document;
  const back = await goodsBackWith(tx, refund);
  // Invoice lines are the order's lines in order, then shipping: a returned order line maps by position.
  const returned = doc.tax.lines.map((_, i) => {
    const line = lines[i];
    return line ? back.filter((r) => r.lineId === line.id).reduce((n, r) => n + r.quantity, 0) : 0;
  });
  const credit = computeCreditNoteTax({
    invoice: doc.tax,
    creditedBefore: creditedByLine(
      doc.tax.lines.length,
      earlier.map((n) => n.document.tax),
    ),
    amountPaise: refund.amountPaise,
    returned,
  });
  const items = credit.lines.filter((l) => l.kind === 'item').reduce((n, l) => n + l.valuePaise, 0);
  const fy = financialYear(issuedAt);
  const sequence = await takeNextNumber(tx, 'credit_note', fy);
  const number = documentNumber(creditNotePrefix(seller?.invoicePrefix ?? doc.number.split('/')[0]!), fy, sequence);
  const document: CreditNoteDocument = {
    ...doc,
    number,
    financialYear: fy,
    issuedAt: issuedAt.toISOString(),
    totalPaise: refund.amountPaise,
    // The coupon was already taken off the invoice's values that the credit is spread over.
    couponCode: null,
    couponPercent: null,
    tax: { ...credit, itemsPaise: items, discountPaise: 0, roundedOffPaise: 0 },
    invoice: { number: invoice.number, issuedAt: invoice.issuedAt.toISOString(), totalPaise: invoice.totalPaise },
    refundId: refund.id,
    reason: refund.reason,
    refundMethod: refund.method,
  };
  return insertCreditNote(tx, {
    orderId: refund.orderId,
    invoiceId: invoice.id,
    refundId: refund.id,
    number,
    financialYear: fy,
    sequence,
    issuedAt,
    placeOfSupply: invoice.placeOfSupply,
    taxablePaise: credit.totals.taxablePaise,
    taxPaise: credit.totals.taxPaise,
    totalPaise: refund.amountPaise,
    document,
  });
}

/** The goods a refund gave back: its own, and for a retry those of the failed refunds it tries again (they put them back, but got no credit note). */
async function goodsBackWith(tx: Db, refund: RefundRow): Promise<RestockedLine[]> {
  const back = [...refund.restocked];
  for (let at = refund.retryOf; at !== null;) {
    const tried = await findRefund(tx, at);
    if (!tried) break;
    back.push(...tried.restocked);
    at = tried.retryOf;
  }
  return back;
}
