import { DEFAULT_SHIPPING_RULE, type DeliveryTerms, type ShippingRule } from '@canino/shared';
import { apiGet } from '../../../lib/api-client';
import { takeEmbeddedData } from '../../../lib/embedded-answers';
import { useQuery } from '../../../lib/query';

/** GET /delivery-terms: the owner's shipping fee, free-delivery threshold and cash-on-delivery terms. */
const termsPath = '/delivery-terms';
const getDeliveryTerms = () => apiGet<DeliveryTerms>(termsPath).then((r) => r.data);

/** A page the server draws carries them (apps/api/src/http/page-preloads.ts), so what it claims is drawn with them. */
export const useDeliveryTerms = () => useQuery('delivery-terms', getDeliveryTerms, { initialData: () => takeEmbeddedData<DeliveryTerms>(termsPath) });

/**
 * The fee rule the cart prices with. Until the owner's terms arrive it is the spec's ₹75, which is what
 * the shop charges unless the owner changed it; the server prices the order itself either way.
 */
export function useShippingRule(): ShippingRule {
  return useDeliveryTerms().data?.shipping ?? DEFAULT_SHIPPING_RULE;
}
