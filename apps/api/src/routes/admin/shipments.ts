import { adminShipment, createShipmentInput, failure, idParams, ok } from '@canino/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { getAdminShipment } from '../../services/shipping/admin-shipment';
import { createShipment } from '../../services/shipping/create-shipment';
import { packingSlip, shipmentLabel } from '../../services/shipping/shipping-documents';
import { adminIdOf } from './guard';

const failures = { 400: failure, 401: failure, 404: failure, 409: failure, 422: failure, 502: failure };
const tags = ['admin: shipping'];
const pdf = { produces: ['application/pdf'], response: { 200: z.any(), ...failures } };

/** A PDF the browser shows inline (to print) under a name that says what it is when saved. */
const sendPdf = (reply: import('fastify').FastifyReply, body: Buffer, filename: string) =>
  reply.type('application/pdf').header('content-disposition', `inline; filename="${filename}"`).header('cache-control', 'private, no-store').send(body);

export function adminShipmentRoutes(app: Api, ctx: AppContext): void {
  app.get('/orders/:id/shipment', { schema: { tags, params: idParams, response: { 200: ok(adminShipment), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await getAdminShipment(ctx, req.params.id),
  }));

  app.post('/orders/:id/shipment', { schema: { tags, params: idParams, body: createShipmentInput, response: { 200: ok(adminShipment), ...failures } } }, async (req) => {
    const data = await createShipment(ctx, adminIdOf(req), req.params.id, req.body);
    return { status: 1 as const, message: `Shipment created: ${data.shipment?.courier}, AWB ${data.shipment?.awb}`, data };
  });

  app.get('/orders/:id/shipment/label.pdf', { schema: { tags, params: idParams, ...pdf } }, async (req, reply) => {
    const { pdf: body, awb } = await shipmentLabel(ctx, req.params.id);
    return sendPdf(reply, body, `label-${awb}.pdf`);
  });

  app.get('/orders/:id/packing-slip.pdf', { schema: { tags, params: idParams, ...pdf } }, async (req, reply) =>
    sendPdf(reply, await packingSlip(ctx, req.params.id), `packing-slip-${req.params.id}.pdf`),
  );
}
