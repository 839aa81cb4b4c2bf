import type { IssuedInvoice } from './issue-invoice';

/**
 * The invoice's address for a guest, as the confirmation email gives it: the order's invoice route
 * with the invoice's random access token, which only this email carries (the shop keeps its hash).
 */
export function invoiceLink(publicUrl: string, issued: IssuedInvoice): { number: string; url: string } {
  return {
    number: issued.invoice.number,
    url: `${publicUrl}/admin/api/orders/${issued.invoice.orderId}/invoice.pdf?token=${encodeURIComponent(issued.accessToken)}`,
  };
}
