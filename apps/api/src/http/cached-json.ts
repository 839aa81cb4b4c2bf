import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CachedBody, ContentEncoding } from '../ports/catalog-cache';

/** The response schema of `sendCached`'s bodiless 304. */
export const notModifiedAnswer = z.null().describe('Not modified');

/** Below this a compressed body saves less than the work and the header cost. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Sends a pre-serialised body with its ETag, or a bodiless 304 when the client already has it. Bodies
 * are compressed once per cache entry (a catalog listing shrinks about tenfold on a phone's connection).
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  if (notModified(request, reply, cached.etag)) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = cached.body.length >= COMPRESS_MIN_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(cached.body);
  cached.compressed[encoding] ??= compress(encoding, cached.body);
  return reply.header('content-encoding', encoding).send(cached.compressed[encoding]);
}

/** A body made for this response (a page), compressed when the client takes it and it is worth it. */
export function sendCompressible(request: FastifyRequest, reply: FastifyReply, body: Buffer) {
  reply.header('vary', 'accept-encoding');
  const encoding = body.length >= COMPRESS_MIN_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(compress(encoding, body));
}

/**
 * The headers of an answer every client revalidates by its ETag (each encoding of it varies by the
 * client's Accept-Encoding); true when the client's copy is current, so a bodiless 304 is the answer.
 */
export function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  return matchesEtag(request.headers['if-none-match'], etag);
}

/** The encoding to answer in: brotli when the client takes it, else gzip, else none. */
export function acceptedEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const offered = header.split(',').map((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { name, q: q ? Number(q.slice(2)) : 1 };
  });
  const accepts = (name: string) => offered.some((o) => o.name === name && o.q > 0);
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

export function compress(encoding: ContentEncoding, body: Buffer): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : zlib.gzipSync(body, { level: 6 });
}

/** If-None-Match may list several tags, or `*`, and a proxy may have weakened ours to W/"…". */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
