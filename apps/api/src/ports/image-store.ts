import type { Readable } from 'node:stream';
import { AppError } from '../errors';

/** An image as the store hands it back for serving. */
interface StoredImage {
  body: Readable;
  contentType: string;
  contentLength: number | undefined;
  etag: string | undefined;
}

/**
 * Where uploaded images live: pet photos, product galleries, banners, category images and the demo
 * images. Every image is served under `/admin/uploads/<key>`, the path the spec's client already uses,
 * whichever store holds it: the local disk (the default) or S3-compatible object storage (decision 019).
 */
export interface ImageStore {
  /** Words for the start banner: where images go. */
  readonly description: string;
  /** Stores (or replaces) `key`; returns the URL it is served at. */
  put(key: string, data: Buffer): Promise<string>;
  /** Removes the image at `url`, if it is one of ours; a missing one is not an error. */
  remove(url: string): Promise<void>;
  /** The image under `key`, `not-modified` when its ETag is `ifNoneMatch`, or null when there is none. */
  get(key: string, ifNoneMatch?: string): Promise<StoredImage | 'not-modified' | null>;
  /** Whether `key` is stored (`uploads:migrate` skips what is there). */
  has(key: string): Promise<boolean>;
}

export const UPLOADS_URL_PREFIX = '/admin/uploads/';

/**
 * The key an upload URL names, or null for anything that is not one: keys are a folder and a file name
 * made by the shop (`pets/<uuid>.webp`, `products/<slug>-1-400.webp`), never `..` or an absolute path.
 */
export function keyOfUploadUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const key = url.slice(UPLOADS_URL_PREFIX.length);
  return isImageKey(key) ? key : null;
}

export function isImageKey(key: string): boolean {
  return /^[a-z0-9-]+\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,200}$/.test(key) && !key.includes('..');
}

/** The stored images' only type: every upload is re-encoded to WebP (process-image.ts). */
export const contentTypeOf = (key: string) => (key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream');

/** The store cannot be reached: a 503 the visitor can retry, never a 500 or a stack trace. */
export const storageUnavailable = (message = 'Images cannot be reached right now. Please try again in a moment.') => new AppError('STORAGE_UNAVAILABLE', message);
