import type { FastifyRequest } from 'fastify';

/**
 * The route's template (`/admin/api/orders/:id`), never the address asked for: an address per product,
 * order or guess would make a metric per visitor. The storefront's pages come from the not-found handler.
 */
export function routeOf(request: FastifyRequest, status: number): string {
  return request.routeOptions.url ?? (status === 404 ? 'unmatched' : 'storefront page');
}
