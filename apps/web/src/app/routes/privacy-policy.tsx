import { privacyPolicy, privacyPolicyTitle } from '../../content/privacy-policy';
import { PolicyPage } from '../components/policy-page';

export default function PrivacyPolicyPage() {
  return <PolicyPage title={privacyPolicyTitle} sections={privacyPolicy} intro="How Canino collects, uses and protects your personal information." />;
}
