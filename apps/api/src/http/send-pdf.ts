import type { FastifyReply } from 'fastify';

/** A generated PDF, shown in the browser's viewer, never kept by a shared cache. */
export function sendPdf(reply: FastifyReply, file: { filename: string; pdf: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}
