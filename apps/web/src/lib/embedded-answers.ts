import { EMBEDDED_ANSWERS_ID } from '@canino/shared';
import { API_BASE } from './api-client';

/**
 * API answers the server put into the page for its first paint (the banners on home, the product on a
 * product page; see apps/api/src/http/page-preloads.ts), by URL. A query starts from one instead of
 * asking (useQuery's `initialData`), so the first render already shows it. Each is used once: a later
 * read of the same data (a refetch, a return to the page) asks the server.
 */
export type EmbeddedAnswers = Record<string, { data: unknown }>;

let answers: Map<string, { data: unknown }> | undefined;

/** The `data` of the embedded answer to GET `path` (relative to /admin/api), if the page has one. */
export function takeEmbeddedData<T>(path: string): T | undefined {
  answers ??= readAnswers();
  const url = API_BASE + path;
  const answer = answers.get(url);
  answers.delete(url);
  return answer?.data as T | undefined;
}

/** The server's render of a page (entry-server.tsx) starts from the answers it embeds in that page. */
export function provideEmbeddedAnswers(byUrl: EmbeddedAnswers): void {
  answers = new Map(Object.entries(byUrl));
}

function readAnswers(): Map<string, { data: unknown }> {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(EMBEDDED_ANSWERS_ID)?.textContent;
  if (!text) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(text) as EmbeddedAnswers));
  } catch {
    // A page mangled on the way (a proxy, an extension) just means asking the server.
    return new Map();
  }
}
