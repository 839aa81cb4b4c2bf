import type { ShopOffer } from '@canino/shared';
import { apiGet } from '../../../lib/api-client';
import { takeEmbeddedData } from '../../../lib/embedded-answers';
import { useQuery } from '../../../lib/query';

/** GET /offers: the coupons the owner shows to shoppers that can be used now. */
const offersPath = '/offers';
const getOffers = () => apiGet<ShopOffer[]>(offersPath).then((r) => r.data);

/** A product page the server draws carries them (page-preloads.ts), so the list is drawn with the page. */
export const useOffers = () => useQuery('offers', getOffers, { initialData: () => takeEmbeddedData<ShopOffer[]>(offersPath) });
