import type { Category } from '@canino/shared';
import { apiGet } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

export const categoriesKey = 'catalog:categories';

export const getCategories = () => apiGet<Category[]>('/category').then((r) => r.data);

export const useCategories = () => useQuery(categoriesKey, getCategories);
