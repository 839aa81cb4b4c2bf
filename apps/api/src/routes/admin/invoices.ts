import {
  categoryTaxInput,
  categoryTaxResult,
  creditNoteParams,
  creditNoteRegisterRow,
  failure,
  gstr1Query,
  idParams,
  invoiceRegisterQuery,
  invoiceRegisterRow,
  ok,
  paged,
  taxSettings,
  taxSettingsInput,
} from '@canino/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { sendPdf } from '../../http/send-pdf';
import type { Api } from '../../http/types';
import { adminIdOf } from './guard';
import { gstr1Csv } from '../../services/invoices/gstr1-export';
import { adminCreditNotePdf, adminInvoicePdf } from '../../services/invoices/invoice-access';
import { listCreditNotes, listInvoices } from '../../services/invoices/invoice-register';
import { readTaxSettings, setTaxOfCategory, updateTaxSettings } from '../../services/invoices/tax-settings';

const failures = { 400: failure, 401: failure, 404: failure };
const tags = ['admin: invoices'];

/** The owner's side of tax invoices: the registration, product tax by category, the registers of invoices and credit notes, GSTR-1, PDFs. */
export function adminInvoiceRoutes(app: Api, ctx: AppContext): void {
  app.get('/tax-settings', { schema: { tags, response: { 200: ok(taxSettings.nullable()), ...failures } } }, async () => ({
    status: 1 as const,
    data: await readTaxSettings(ctx),
  }));

  app.put('/tax-settings', { schema: { tags, body: taxSettingsInput, response: { 200: ok(taxSettings), ...failures } } }, async (req) => ({
    status: 1 as const,
    message: 'GST registration saved: new invoices will print it',
    data: await updateTaxSettings(ctx, adminIdOf(req), req.body),
  }));

  app.post('/products/tax-by-category', { schema: { tags, body: categoryTaxInput, response: { 200: ok(categoryTaxResult), ...failures } } }, async (req) => {
    const data = await setTaxOfCategory(ctx, adminIdOf(req), req.body);
    return { status: 1 as const, message: `HSN ${req.body.hsnCode} at ${req.body.gstRate}% set on ${data.updated} products`, data };
  });

  app.get('/invoices', { schema: { tags, querystring: invoiceRegisterQuery, response: { 200: ok(paged(invoiceRegisterRow)), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await listInvoices(ctx, req.query),
  }));

  app.get('/credit-notes', { schema: { tags, querystring: invoiceRegisterQuery, response: { 200: ok(paged(creditNoteRegisterRow)), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await listCreditNotes(ctx, req.query),
  }));

  app.get('/invoices/gstr1.csv', { schema: { tags, querystring: gstr1Query, produces: ['text/csv'], response: { 200: z.string(), ...failures } } }, async (req, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="gstr1-helper-${req.query.month}.csv"`)
      .serializer((body: unknown) => body as string)
      .send(await gstr1Csv(ctx, req.query.month)),
  );

  app.get(
    '/orders/:id/invoice.pdf',
    // The order's own invoice is part of handling the order; the rest of this group is the owner's.
    { config: { adminArea: 'orders' }, schema: { tags, summary: "An order's tax invoice, as a PDF", params: idParams, response: failures } },
    async (req, reply) => sendPdf(reply, await adminInvoicePdf(ctx, req.params.id)),
  );

  app.get(
    '/orders/:id/credit-notes/:noteId.pdf',
    // Like the invoice, an order's credit notes are part of handling it.
    { config: { adminArea: 'orders' }, schema: { tags, summary: 'A GST credit note of an order, as a PDF', params: creditNoteParams, response: failures } },
    async (req, reply) => sendPdf(reply, await adminCreditNotePdf(ctx, req.params.id, req.params.noteId)),
  );
}
