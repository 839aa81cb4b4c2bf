import { buttonClass } from '../../../components/button';
import { Link } from '../../../components/link';

/** The customer's copy of everything the shop keeps about them, as one JSON file (the privacy notice lists its parts). */
export function MyData() {
  return (
    <section className="form-card" aria-labelledby="my-data-title">
      <h2 id="my-data-title" className="auth-card__title">
        Your data
      </h2>
      <p className="auth-card__lead">
        Download everything we keep about you: your profile, dogs, addresses, orders, invoices, reviews, wishlist, email choices, messages and complaints. What each part is for is
        in our <Link to="/privacy-policy">privacy policy</Link>.
      </p>
      <a className={buttonClass({ variant: 'secondary' })} href="/admin/api/account/data-export" download>
        Download my data
      </a>
    </section>
  );
}
