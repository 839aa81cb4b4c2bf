/** Longest query the search takes apart; more words add noise, not precision. */
export const MAX_SEARCH_WORDS = 8;

/**
 * A search as words: lower case, letters and digits only (so no word can carry query syntax into the
 * database), each at most 30 characters, duplicates dropped, at most MAX_SEARCH_WORDS.
 * "Omega-3 oil, OIL!" → ["omega", "3", "oil"].
 */
export function searchWords(q: string): string[] {
  const words =
    q
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, 30)))].slice(0, MAX_SEARCH_WORDS);
}
