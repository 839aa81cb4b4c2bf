import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { contentTypeOf, isImageKey, UPLOADS_URL_PREFIX } from '../ports/image-store';
import { makeMissingVariant } from '../services/uploads/process-image';
import { sendNotFound } from './error-handler';

/** Upload names are random and never reused, so browsers and proxies may keep an image for a month. */
const IMMUTABLE = 'public, max-age=2592000, immutable';

/**
 * Uploaded images under /admin/uploads/, the path the spec's client shows pet images from, streamed from
 * whichever store holds them (disk or S3, decision 019). A missing image is a 404 and an unreachable
 * store a 503 with a message, both in the shop's error shape and never cached; except a smaller version
 * of an image stored before the shop kept that width, which is made on its first request.
 */
export function registerUploads(app: FastifyInstance, ctx: AppContext): void {
  app.get(`${UPLOADS_URL_PREFIX}*`, async (request, reply) => {
    // A 404 or a 503 must not be kept: the image may be there a moment later.
    reply.header('cache-control', 'no-store');
    const key = (request.params as { '*': string })['*'];
    if (!isImageKey(key)) return sendNotFound(request, reply);
    const ifNoneMatch = request.headers['if-none-match'];
    const image = await ctx.images.get(key, typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined);
    if (image === null) {
      const made = await makeMissingVariant(ctx.images, key);
      if (made === null) return sendNotFound(request, reply);
      return reply.header('cache-control', IMMUTABLE).type(contentTypeOf(key)).header('x-content-type-options', 'nosniff').send(made);
    }
    reply.header('cache-control', IMMUTABLE);
    if (image === 'not-modified') return reply.status(304).send();
    if (image.etag) reply.header('etag', image.etag);
    if (image.contentLength !== undefined) reply.header('content-length', image.contentLength);
    // The stored bytes are a WebP the shop re-encoded; nosniff keeps a browser from reading them as anything else.
    return reply.type(image.contentType).header('x-content-type-options', 'nosniff').send(image.body);
  });
}
