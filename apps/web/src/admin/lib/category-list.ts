import type { AdminCategory, Paged, PageQuery } from '@canino/shared';
import { useQuery } from '../../lib/query';
import { adminGet, adminKey } from './api-client';

// The categories' list is read by their own page and, as choices, by the products, invoices and pick
// rules pages; one hook keeps one cache key, so a category's save refreshes them all.
export const useCategories = (q: Partial<PageQuery>) => useQuery(adminKey('categories', q), () => adminGet<Paged<AdminCategory>>('/categories', q));

/** Every category, for the product form's select (a shop has a handful). */
export const useCategoryOptions = () => useCategories({ pageSize: 100 });
