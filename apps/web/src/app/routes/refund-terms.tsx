import { refundPolicy, refundPolicyTitle } from '../../content/refund-policy';
import { PolicyPage } from '../components/policy-page';

export default function RefundTermsPage() {
  return <PolicyPage title={refundPolicyTitle} sections={refundPolicy} intro="When you can cancel an order, how damaged or wrong items are handled, and how refunds reach you." />;
}
