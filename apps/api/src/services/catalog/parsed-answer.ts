import { productSummary, type Product } from '@canino/shared';
import type { CachedBody } from '../../ports/catalog-cache';

/** Each cached answer parsed back at most once: the catalog cache keeps the bytes it sends, not the objects. */
const parsed = new WeakMap<CachedBody, { data: unknown }>();

/**
 * The `{ data }` of an answer the catalog cache holds, as the web app reads it: parsed on first use and
 * kept with the entry (dropped with it), so a page that reads the same entries on every request does not
 * parse them on every request. Shared between requests: read it, never change it.
 */
export function parsedAnswer<T>(cached: CachedBody): { data: T } {
  let answer = parsed.get(cached);
  if (!answer) parsed.set(cached, (answer = JSON.parse(cached.body.toString('utf8')) as { data: unknown }));
  return answer as { data: T };
}

/** The `data` of an answer the catalog cache holds (parsedAnswer's, so parsed once). */
export const answerData = <T>(cached: CachedBody): T => parsedAnswer<T>(cached).data;

const summaries = new WeakMap<CachedBody, CachedBody>();

/**
 * A product list answer with each product as a card shows it (`productSummary`: no long texts), for a
 * page to embed: made once per cached answer and kept with it, so every page built from that answer
 * (home, the listing, each of their addresses) reuses it. Never sent as an API answer, which keeps the
 * spec's full records.
 */
export function summaryAnswer(cached: CachedBody): CachedBody {
  let summary = summaries.get(cached);
  if (!summary) {
    const answer = parsedAnswer<Product[]>(cached);
    const body = Buffer.from(JSON.stringify({ ...answer, data: answer.data.map(productSummary) }));
    summaries.set(cached, (summary = { body, etag: `${cached.etag}-summary`, compressed: {} }));
  }
  return summary;
}
