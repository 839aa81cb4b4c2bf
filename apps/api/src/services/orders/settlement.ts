import type { OrderLineRow, OrderRow } from '../../repositories/orders';
import type { InvoiceDraft } from '../invoices/issue-invoice';

/** What a payment's settlement did to its order: what the emails, the invoice and the caches follow. */
export interface Settlement {
  order: OrderRow;
  /** The order's lines when the settlement read them (saves the emails a query). */
  lines?: OrderLineRow[];
  /** True when this call changed the order (so its emails go out once, from whoever changed it). */
  changed: boolean;
  /** Why a paid order could not be filled, for the shop's "Refund due" notice. */
  refundReason?: string;
  /** The tax invoice this change issues (a registered shop's newly paid order), numbered last (finishSettlementInTx). */
  invoice?: InvoiceDraft;
}
