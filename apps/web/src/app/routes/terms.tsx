import { TERMS_VERSION } from '@canino/shared';
import { termsAndConditions, termsTitle } from '../../content/terms';
import { PolicyPage } from '../components/policy-page';

export default function TermsPage() {
  return <PolicyPage title={termsTitle} sections={termsAndConditions} intro={`The terms that apply when you shop with Canino (version ${TERMS_VERSION}).`} />;
}
