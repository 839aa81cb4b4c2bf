import { indianMonthRange, type InvoiceRegisterQuery, type InvoiceRegisterRow, type Paged } from '@canino/shared';
import type { AppContext } from '../../context';
import { pageInvoices } from '../../repositories/invoices';

/**
 * The invoice register: every issued invoice, newest first, optionally of one month. Credit notes
 * keep a register of their own beside it (their series and page come with refunds).
 */
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
