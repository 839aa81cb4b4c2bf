import type { Banner } from '@canino/shared';
import { apiGet } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

export const bannersKey = 'catalog:banners';

export const getBanners = () => apiGet<Banner[]>('/banner').then((r) => r.data);

export const useBanners = () => useQuery(bannersKey, getBanners);
