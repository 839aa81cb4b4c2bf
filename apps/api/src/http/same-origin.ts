import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Providers' servers (payments, the carrier, WhatsApp) post here; the request is proven by its signature or token, not by where it came from. */
const EXEMPT_ROUTES = new Set(['/admin/api/payments/webhook', '/admin/api/shipping/webhook', '/admin/api/whatsapp/webhook']);

const CROSS_SITE_MESSAGE = 'This request came from another website, so it was refused';

/**
 * Refuses a state-changing call that a browser says comes from another site (login CSRF: a foreign page
 * posting a form to `auth_login` would log the visitor in as the attacker). Browsers send `Origin` on
 * every such request, and `Sec-Fetch-Site` beside it; a call with neither (curl, the spec's clients,
 * server-to-server) is not a browser acting for someone, so it passes. Same origin is the shop's own
 * (`PUBLIC_URL`) or the host the request was sent to, so a second address of the same server works too.
 * Runs on request, before any body is read.
 */
export function refuseCrossSiteWrites(publicUrl: string) {
  const shopOrigin = new URL(publicUrl).origin;
  return async (request: FastifyRequest): Promise<void> => {
    if (!STATE_CHANGING.has(request.method) || EXEMPT_ROUTES.has(request.routeOptions.url ?? '')) return;
    if (isCrossSite(request, shopOrigin)) throw forbidden(CROSS_SITE_MESSAGE);
  };
}

function isCrossSite(request: FastifyRequest, shopOrigin: string): boolean {
  const origin = firstValue(request.headers.origin);
  if (origin !== undefined) return origin !== shopOrigin && !isRequestHost(origin, request.host);
  // Without Origin, only the fetch metadata can say; `same-site` (another subdomain) is not this shop either.
  const site = firstValue(request.headers['sec-fetch-site']);
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}

/**
 * Whether an Origin names the host the request was sent to, default ports aside (`http://a:80` is `a`).
 * `null` (a sandboxed or privacy-redirected page) names no host.
 */
function isRequestHost(origin: string, requestHost: string): boolean {
  try {
    const from = new URL(origin);
    return from.host === new URL(`${from.protocol}//${requestHost}`).host;
  } catch {
    return false;
  }
}

const firstValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
