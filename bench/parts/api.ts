import { measureCatalogAnswer } from '../api/catalog-answer';
import { measurePages } from '../api/pages';
import type { Result } from '../types';

/**
 * What the API sends most, each against a static file of the same bytes from the same server in the
 * same run: the catalog's product list (the catalog cache), then the storefront's pages (the kept
 * finished pages, decision 039).
 */
export const name = 'api';

export async function run(): Promise<Result[]> {
  return [...(await measureCatalogAnswer()), ...(await measurePages())];
}
