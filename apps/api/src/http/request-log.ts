import type { FastifyRequest } from 'fastify';

/**
 * Path segments that are one-time secrets: a tracking page's and an invitation's token. The rest of a
 * link's secret travels in its query string or its fragment (a fragment never reaches the server).
 */
const SECRET_SEGMENTS = /(\/(?:track|invitations)\/)[^/?#]+/g;

/**
 * The address a request log line names: its path without the query string (where emailed links carry
 * their tokens: invoices, password resets, refills, unsubscribing) and with secret segments replaced. A
 * log read by whoever runs the server must not open a customer's invoice or an admin account.
 */
export function pathForLog(url: string): string {
  const query = url.indexOf('?');
  return (query === -1 ? url : url.slice(0, query)).replace(SECRET_SEGMENTS, '$1:token');
}

/** Fastify's own request serializer, with the address made safe to keep. */
export function requestForLog(req: FastifyRequest) {
  return {
    method: req.method,
    url: pathForLog(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
