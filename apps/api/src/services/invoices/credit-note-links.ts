import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { CreditNoteRow } from '../../repositories/credit-notes';
import { renewInvoiceLink } from '../../repositories/invoices';
import type { OrderRow } from '../../repositories/orders';
import { newToken } from '../tokens';
import { invoiceLink } from './invoice-access';

/** Where a customer opens a credit note (and, for a guest, the invoice it corrects) from an email. */
export interface CreditNoteLinks {
  number: string;
  noteUrl: string;
  /** A guest's: the same new secret opens the invoice too, and the earlier link stops opening either. */
  invoiceUrl?: string;
}

/**
 * A customer with an account opens the credit note logged in, from My Orders or this link. A guest has
 * only the invoice's secret, which the shop keeps hashed and cannot put into another email: a new one is
 * made for this email, opening both documents, as a fresh invoice link would (resend-invoice-link.ts).
 */
export async function creditNoteLinks(tx: Db, ctx: Pick<AppContext, 'config' | 'now'>, order: Pick<OrderRow, 'id' | 'customerId'>, note: CreditNoteRow): Promise<CreditNoteLinks> {
  const path = `${ctx.config.publicUrl}/admin/api/orders/${order.id}/credit-notes/${note.id}.pdf`;
  if (order.customerId !== null) return { number: note.number, noteUrl: path };
  const { token, hash } = newToken();
  await renewInvoiceLink(tx, note.invoiceId, hash, ctx.now());
  return { number: note.number, noteUrl: `${path}?token=${encodeURIComponent(token)}`, invoiceUrl: invoiceLink(ctx.config.publicUrl, { orderId: order.id, accessToken: token }) };
}
