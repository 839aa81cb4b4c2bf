import { indianMonthRange, type CreditNoteRegisterRow, type InvoiceRegisterQuery, type InvoiceRegisterRow, type Paged } from '@canino/shared';
import type { AppContext } from '../../context';
import { pageCreditNotes } from '../../repositories/credit-notes';
import { pageInvoices } from '../../repositories/invoices';

/** The invoice register: every issued invoice, newest first, optionally of one month. */
export async function listInvoices(ctx: AppContext, q: InvoiceRegisterQuery): Promise<Paged<InvoiceRegisterRow>> {
  const range = q.month ? indianMonthRange(q.month) : {};
  const { items, total } = await pageInvoices(ctx.db, { page: q.page, pageSize: q.pageSize, ...range });
  return {
    items: items.map((r) => ({ ...r, issuedAt: r.issuedAt.toISOString(), buyerName: r.buyerName ?? '' })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The credit-note register, beside the invoices: every credit note, newest first, optionally of one month. */
export async function listCreditNotes(ctx: AppContext, q: InvoiceRegisterQuery): Promise<Paged<CreditNoteRegisterRow>> {
  const range = q.month ? indianMonthRange(q.month) : {};
  const { items, total } = await pageCreditNotes(ctx.db, { page: q.page, pageSize: q.pageSize, ...range });
  return {
    items: items.map((r) => ({ ...r, issuedAt: r.issuedAt.toISOString(), buyerName: r.buyerName ?? '' })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
