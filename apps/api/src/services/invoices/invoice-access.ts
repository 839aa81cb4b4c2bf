import { REFUND_METHOD_LABELS, formatINR } from '@canino/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { findCreditNote, findCustomerCreditNote, findLinkedCreditNote, type CreditNoteRow } from '../../repositories/credit-notes';
import { findCustomerInvoice, findInvoiceByAccessHash, findInvoiceOfOrder, type InvoiceRow } from '../../repositories/invoices';
import { hashToken } from '../tokens';
import type { InvoiceDraft } from './issue-invoice';
import { printedDate, renderInvoicePdf } from './render-invoice-pdf';

/**
 * The invoice's address for a guest, as the confirmation email gives it: the order's invoice route
 * with the invoice's random access token, which only this email carries (the shop keeps its hash).
 * It is known before the invoice's number, which the paying transaction takes last.
 */
export function invoiceLink(publicUrl: string, draft: Pick<InvoiceDraft, 'orderId' | 'accessToken'>): string {
  return `${publicUrl}/admin/api/orders/${draft.orderId}/invoice.pdf?token=${encodeURIComponent(draft.accessToken)}`;
}

export interface InvoicePdf {
  number: string;
  /** A file name without slashes: CAN-2026-27-000123.pdf */
  filename: string;
  pdf: Buffer;
}

/** One answer for "no invoice" and "not yours", so nobody learns which orders exist. */
const NO_INVOICE = 'No invoice was found for this order';

const fileOf = (number: string) => `${number.replace(/[^\w-]+/g, '-')}.pdf`;

async function asPdf(row: InvoiceRow | undefined): Promise<InvoicePdf> {
  if (!row) throw notFound(NO_INVOICE);
  return { number: row.number, filename: fileOf(row.number), pdf: await renderInvoicePdf(row.document) };
}

const NO_CREDIT_NOTE = 'No credit note was found for this order';

/** A credit note prints like its invoice, titled as one, naming the invoice it corrects and why. */
async function creditNotePdf(row: CreditNoteRow | undefined): Promise<InvoicePdf> {
  if (!row) throw notFound(NO_CREDIT_NOTE);
  const doc = row.document;
  const pdf = await renderInvoicePdf(doc, {
    title: 'Credit Note',
    reference: { label: 'Invoice', number: doc.invoice.number, date: printedDate(doc.invoice.issuedAt) },
    note: `Refund of ${formatINR(doc.totalPaise)} ${REFUND_METHOD_LABELS[doc.refundMethod ?? 'provider']}${doc.reason ? `: ${doc.reason}` : '.'}`,
  });
  return { number: row.number, filename: fileOf(row.number), pdf };
}

/** The invoice of one of the logged-in customer's own orders. */
export async function customerInvoicePdf(ctx: AppContext, customerId: number, orderId: number): Promise<InvoicePdf> {
  return asPdf(await findCustomerInvoice(ctx.db, orderId, customerId));
}

/** A guest's link opens for INVOICE_LINK_DAYS from when it was issued; after that its page offers a fresh one. */
export const LINK_EXPIRED = 'expired';
export const linkExpired = (ctx: AppContext, issuedAt: Date) => ctx.now().getTime() - issuedAt.getTime() > ctx.config.invoiceLinkMs;

/** The invoice for whoever holds the link from the confirmation email (a guest has no other way to it). */
export async function linkedInvoicePdf(ctx: AppContext, orderId: number, token: string): Promise<InvoicePdf | typeof LINK_EXPIRED> {
  const row = await findInvoiceByAccessHash(ctx.db, orderId, hashToken(token));
  if (row && linkExpired(ctx, row.accessLinkIssuedAt)) return LINK_EXPIRED;
  return asPdf(row);
}

/** Any order's invoice, for the owner. */
export async function adminInvoicePdf(ctx: AppContext, orderId: number): Promise<InvoicePdf> {
  return asPdf(await findInvoiceOfOrder(ctx.db, orderId));
}

/** A credit note of one of the logged-in customer's own orders. */
export async function customerCreditNotePdf(ctx: AppContext, customerId: number, orderId: number, noteId: number): Promise<InvoicePdf> {
  return creditNotePdf(await findCustomerCreditNote(ctx.db, orderId, noteId, customerId));
}

/** A credit note for whoever holds the order's invoice link (a guest): the same secret opens both. */
export async function linkedCreditNotePdf(ctx: AppContext, orderId: number, noteId: number, token: string): Promise<InvoicePdf | typeof LINK_EXPIRED> {
  const found = await findLinkedCreditNote(ctx.db, orderId, noteId, hashToken(token));
  if (found && linkExpired(ctx, found.linkIssuedAt)) return LINK_EXPIRED;
  return creditNotePdf(found?.note);
}

/** Any order's credit note, for the owner. */
export async function adminCreditNotePdf(ctx: AppContext, orderId: number, noteId: number): Promise<InvoicePdf> {
  return creditNotePdf(await findCreditNote(ctx.db, orderId, noteId));
}
