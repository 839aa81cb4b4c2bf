import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../components/link';
import { PageBanner } from '../../components/page-banner';
import { AuthAside } from '../../features/account/components/auth-aside';
import { SignUpForm } from '../../features/account/components/sign-up-form';
import { loginPath, safeNextPath } from '../../stores/session-store';
import '../../features/account/components/account-forms.css';

export default function SignUpPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // A visitor sent here from a page that needs an account goes back there after logging in.
  const login = loginPath(safeNextPath(params.get('next')));

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
          <SignUpForm onRegistered={() => navigate(login)} />
          <p className="auth-card__switch">
            Already have an account? <Link to={login}>Log in</Link>
          </p>
        </section>
      </div>
    </>
  );
}
