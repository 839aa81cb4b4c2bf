import { creditNoteParams, failure, idParams, okMessage } from '@canino/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireCustomer } from '../../http/session';
import { sendPdf } from '../../http/send-pdf';
import type { Api } from '../../http/types';
import { expiredLinkPage, linkSentPage } from '../../services/invoices/expired-link-page';
import { customerCreditNotePdf, customerInvoicePdf, LINK_EXPIRED, linkedCreditNotePdf, linkedInvoicePdf, type InvoicePdf } from '../../services/invoices/invoice-access';
import { INVOICE_LINK_SENT, resendInvoiceLink } from '../../services/invoices/resend-invoice-link';

const invoiceQuery = z.object({ token: z.string().trim().min(1).max(100).optional() });
const linkBody = z.object({ email: z.string().trim().email('Enter a valid email address').max(254) });

/** A PDF, or for an expired guest link the page that offers a fresh one (410: that link is gone). */
function sendPdfOrExpired(reply: Parameters<typeof sendPdf>[0], orderId: number, file: InvoicePdf | typeof LINK_EXPIRED) {
  if (file !== LINK_EXPIRED) return sendPdf(reply, file);
  return reply.code(410).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(expiredLinkPage(orderId));
}

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
      return sendPdfOrExpired(reply, id, file);
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
      return sendPdfOrExpired(reply, id, file);
    },
  );

  // The expired link's page posts a plain form: its parser is registered for this route's scope only, so
  // no other route accepts a form another site could post.
  void app.register(async (scope: Api) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post(
      '/orders/:id/invoice-link',
      {
        schema: {
          tags: ['orders'],
          summary: "Sends a fresh invoice link to the order's email, if the email given is that one (the answer is the same either way)",
          params: idParams,
          body: linkBody,
          response: { 200: okMessage, 400: failure, 429: failure },
        },
        config: { rateLimit: { max: ctx.config.rateLimitMax, timeWindow: '1 minute' } },
      },
      async (req, reply) => {
        await resendInvoiceLink(ctx, req.params.id, req.body.email);
        if (req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
          // A string with its own type goes out as it is, not through the JSON reply's serializer.
          return reply.type('text/html; charset=utf-8').send(linkSentPage(INVOICE_LINK_SENT) as never);
        }
        return { status: 1 as const, message: INVOICE_LINK_SENT };
      },
    );
  });
}
