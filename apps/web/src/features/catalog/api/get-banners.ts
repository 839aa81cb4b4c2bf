import type { Banner } from '@canino/shared';
import { apiGet } from '../../../lib/api-client';
import { takeEmbeddedData } from '../../../lib/embedded-answers';
import { useQuery } from '../../../lib/query';

const bannersKey = 'catalog:banners';

const bannersPath = '/banner';

const getBanners = () => apiGet<Banner[]>(bannersPath).then((r) => r.data);

/** On the home page the server has put the banners into the page already: the banner shows in the first paint. */
export const useBanners = () => useQuery(bannersKey, getBanners, { initialData: () => takeEmbeddedData<Banner[]>(bannersPath) });
