import type { Category } from '@canino/shared';
import { apiGet } from '../../../lib/api-client';
import { takeEmbeddedData } from '../../../lib/embedded-answers';
import { useQuery } from '../../../lib/query';

const categoriesKey = 'catalog:categories';

const getCategories = () => apiGet<Category[]>('/category').then((r) => r.data);

export const useCategories = () => useQuery(categoriesKey, getCategories, { initialData: () => takeEmbeddedData<Category[]>('/category') });
