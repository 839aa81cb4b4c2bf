import { failure, idParams } from '@canino/shared';
import type { AppContext } from '../../context';
import { sendPdf } from '../../http/send-pdf';
import type { Api } from '../../http/types';
import { adminInvoicePdf } from '../../services/invoices/invoice-access';

const tags = ['admin: invoices'];

/** The owner's side of tax invoices: any order's PDF. */
export function adminInvoiceRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/orders/:id/invoice.pdf',
    { schema: { tags, summary: "An order's tax invoice, as a PDF", params: idParams, response: { 400: failure, 401: failure, 404: failure } } },
    async (req, reply) => sendPdf(reply, await adminInvoicePdf(ctx, req.params.id)),
  );
}
