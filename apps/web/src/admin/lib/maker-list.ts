import type { AdminMaker, Paged, PageQuery } from '@canino/shared';
import { invalidateQueries, useQuery } from '../../lib/query';
import { ADMIN_KEY, adminGet, adminKey } from './api-client';

// The makers' list is read by their own page and, as choices, by the product form; one hook keeps one
// cache key, so a maker's save refreshes both.

/** Read afresh on each visit (the cached list shows meanwhile): a product's save elsewhere changes their counts. */
export const useMakers = (q: Partial<PageQuery>) => useQuery(adminKey('makers', q), () => adminGet<Paged<AdminMaker>>('/makers', q), { staleMs: 0 });

/** Every maker, for the product form's selects (a shop has a handful). */
export const useMakerOptions = () => useMakers({ pageSize: 100 });

/** Reads the makers again where they are shown (one may have been added in another tab). */
export const refreshMakers = () => invalidateQueries(`${ADMIN_KEY}makers`);
