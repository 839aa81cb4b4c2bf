import type { Product } from '@canino/shared';
import { apiGet } from '../../../lib/api-client';

const SUGGESTION_COUNT = 6;

/** The best few matches for what is typed so far (GET /product?q=&limit=), for the header's suggestions. */
export const suggestProducts = (q: string, signal?: AbortSignal) => apiGet<Product[]>('/product', { q, limit: SUGGESTION_COUNT }, signal).then((r) => r.data);
