import { shippingPolicy, shippingPolicyTitle } from '../../content/shipping-policy';
import { PolicyPage } from '../components/policy-page';

export default function ShippingTermsPage() {
  return <PolicyPage title={shippingPolicyTitle} sections={shippingPolicy} intro="What shipping costs, how fast your order travels and how to follow it." />;
}
