import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { acceptedEncoding, compress, notModified } from './cached-json';
import { noLookups, type LookupCounts } from '../ports/lookup-counts';

/**
 * A page ready to send as many times as it is asked for: its bytes compressed the two ways browsers and
 * crawlers ask for, and its ETag. The uncompressed page is not kept: it is most of the size (a product
 * page is about 4× its gzip), and the rare client that takes neither gets the gzip copy unpacked.
 */
export interface FinishedPage {
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

export function finishPage(html: string): FinishedPage {
  const body = Buffer.from(html);
  return { etag: `"${createHash('sha1').update(body).digest('base64url')}"`, br: compress('br', body), gzip: compress('gzip', body) };
}

/** A finished page (or document), or a bodiless 304 when the client's copy is this one. Always 200: only those are finished. */
export function sendFinishedPage(request: FastifyRequest, reply: FastifyReply, page: FinishedPage, type = 'text/html; charset=utf-8') {
  if (notModified(request, reply, page.etag)) return reply.status(304).send();
  reply.type(type);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(zlib.gunzipSync(page.gzip));
  return reply.header('content-encoding', encoding).send(page[encoding]);
}

/** A page as its builder made it: `keep` when it is the same for every visitor and worth keeping. */
export interface BuiltPage {
  status: number;
  html: string;
  keep: boolean;
}

/** What to send: a kept (finished) page, or one built for this request that is not kept. */
export type PageToSend = { finished: FinishedPage } | { status: number; html: string };

/** What a kept page costs besides its bytes: the cache's own record of it, roughly. */
const ENTRY_OVERHEAD_BYTES = 200;

/**
 * The storefront's finished pages, kept per address while the catalog's version stays the one they were
 * built under (decision 039), in at most `maxBytes` of memory: the least recently asked for go first, so
 * a catalog of thousands of products and a crawler's endless query strings cost builds, never more
 * memory. The address's own length counts too. A new version drops every page at once; requests for an
 * address while its page is being built share that build; a page built under a version that has since
 * changed is sent to those who asked, never kept.
 */
export class PageCache {
  private readonly pages: LRUCache<string, FinishedPage>;
  private readonly building = new Map<string, Promise<PageToSend>>();
  private version: number | undefined;

  /** `lookups` counts pages sent as kept (hits) and pages built or joined while building (misses). */
  constructor(
    maxBytes: number,
    readonly lookups: LookupCounts = noLookups(),
  ) {
    this.pages = new LRUCache<string, FinishedPage>({
      maxSize: maxBytes,
      sizeCalculation: (page, address) => page.br.length + page.gzip.length + address.length * 2 + ENTRY_OVERHEAD_BYTES,
    });
  }

  /** The page at `address` under the catalog's `version`: kept, being built, or built now by `build`. */
  page(address: string, version: number, build: () => Promise<BuiltPage>): Promise<PageToSend> {
    if (version !== this.version) {
      this.pages.clear();
      this.building.clear();
      this.version = version;
    }
    const kept = this.pages.get(address);
    if (kept) {
      this.lookups.hits++;
      return Promise.resolve({ finished: kept });
    }
    this.lookups.misses++;
    const pending = this.building.get(address);
    if (pending) return pending;
    const built = build()
      .then((page): PageToSend => {
        if (!page.keep || page.status !== 200) return page;
        const finished = finishPage(page.html);
        if (this.version === version) this.pages.set(address, finished);
        return { finished };
      })
      .finally(() => {
        if (this.building.get(address) === built) this.building.delete(address);
      });
    this.building.set(address, built);
    return built;
  }

  /** The memory the kept pages take, as counted against `maxBytes`. */
  get bytes(): number {
    return this.pages.calculatedSize;
  }

  /** How many pages are kept. */
  get count(): number {
    return this.pages.size;
  }
}
