/** How often a cache answered from memory and how often it had to load: read by the metrics at scrape time. */
export interface LookupCounts {
  hits: number;
  misses: number;
}

export const noLookups = (): LookupCounts => ({ hits: 0, misses: 0 });
