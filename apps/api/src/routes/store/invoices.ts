import { creditNoteParams, failure, idParams } from '@canino/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireCustomer } from '../../http/session';
import { sendPdf } from '../../http/send-pdf';
import type { Api } from '../../http/types';
import { customerCreditNotePdf, customerInvoicePdf, linkedCreditNotePdf, linkedInvoicePdf } from '../../services/invoices/invoice-access';

const invoiceQuery = z.object({ token: z.string().trim().min(1).max(100).optional() });

/**
 * An order's tax invoice as a PDF: for the logged-in customer who placed it, or for whoever opens the
 * link in its confirmation email. Anyone else's order answers 404, as does an order without an invoice.
 * Its credit notes (one per processed refund) open the same way, the email's link token included.
 */
export function invoiceRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/orders/:id/invoice.pdf',
    {
      schema: {
        tags: ['orders'],
        summary: 'The tax invoice of an order, as a PDF',
        params: idParams,
        querystring: invoiceQuery,
        response: { 400: failure, 401: failure, 404: failure },
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      const file = req.query.token ? await linkedInvoicePdf(ctx, id, req.query.token) : await customerInvoicePdf(ctx, await requireCustomer(ctx, req), id);
      return sendPdf(reply, file);
    },
  );

  app.get(
    '/orders/:id/credit-notes/:noteId.pdf',
    {
      schema: {
        tags: ['orders'],
        summary: 'A GST credit note of an order (one per processed refund), as a PDF',
        params: creditNoteParams,
        querystring: invoiceQuery,
        response: { 400: failure, 401: failure, 404: failure },
      },
    },
    async (req, reply) => {
      const { id, noteId } = req.params;
      const file = req.query.token ? await linkedCreditNotePdf(ctx, id, noteId, req.query.token) : await customerCreditNotePdf(ctx, await requireCustomer(ctx, req), id, noteId);
      return sendPdf(reply, file);
    },
  );
}
