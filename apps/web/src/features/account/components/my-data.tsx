import { buttonClass } from '../../../components/button';
import { Link } from '../../../components/link';
import { AccountSection } from './account-section';

/** The customer's copy of everything the shop keeps about them, as one JSON file (the privacy notice lists its parts). */
export function MyData() {
  return (
    <AccountSection
      title="Your data"
      lead={
        <>
          Download everything we keep about you: your profile, dogs, addresses, orders, invoices, reviews, wishlist, email choices, messages and complaints. What each part is for
          is in our <Link to="/privacy-policy">privacy policy</Link>.
        </>
      }
    >
      <a className={buttonClass({ variant: 'secondary' })} href="/admin/api/account/data-export" download>
        Download my data
      </a>
    </AccountSection>
  );
}
