import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../components/link';
import { PageBanner } from '../../components/page-banner';
import { AuthAside } from '../../features/account/components/auth-aside';
import { SignUpForm, type SignUpPrefill } from '../../features/account/components/sign-up-form';
import { loginPath, safeNextPath } from '../../stores/session-store';
import '../../features/account/components/account-forms.css';

export default function SignUpPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The new customer is logged in by the sign-up and goes back where they came from (checkout, a product).
  const next = safeNextPath(params.get('next'));
  const login = loginPath(next);
  // A guest's details from their order ("Save your details as an account"), passed in memory, never in the address.
  const prefill = (useLocation().state as { prefill?: SignUpPrefill } | null)?.prefill;

  return (
    <>
      <PageBanner title="Register" />
      <div className="container auth-layout">
        <AuthAside title="Join the Canino family">One account for your dog’s profile, your orders and your favourite supplements.</AuthAside>
        <section className="form-card" aria-labelledby="sign-up-title">
          <h2 id="sign-up-title" className="auth-card__title">
            Create your account
          </h2>
          <p className="auth-card__lead">Tell us about your dog and yourself. Fields marked * are required.</p>
          <SignUpForm prefill={prefill} onRegistered={() => navigate(next, { replace: true })} />
          <p className="auth-card__switch">
            Already have an account? <Link to={login}>Log in</Link>
          </p>
        </section>
      </div>
    </>
  );
}
