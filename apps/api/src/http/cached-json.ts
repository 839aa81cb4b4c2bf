import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from '../services/catalog/catalog-cache';

/** Sends a pre-serialised body with its ETag, or a bodiless 304 when the client already has it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}

/** If-None-Match may list several tags, or `*`, and a proxy may have weakened ours to W/"…". */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
