import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../components/link';
import { PageBanner } from '../../components/page-banner';
import { AuthAside } from '../../features/account/components/auth-aside';
import { LoginForm } from '../../features/account/components/login-form';
import { safeNextPath, signUpPath } from '../../stores/session-store';
import '../../features/account/components/account-forms.css';

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNextPath(params.get('next'));
  const signUp = signUpPath(next);

  return (
    <>
      <PageBanner title="Login" />
      <div className="container auth-layout auth-layout--narrow">
        <AuthAside title="Welcome back">Log in to see your orders, your wishlist and your saved addresses.</AuthAside>
        <section className="form-card" aria-labelledby="login-title">
          <h2 id="login-title" className="auth-card__title">
            Log in to your account
          </h2>
          <p className="auth-card__lead">Use the mobile number you registered with.</p>
          <LoginForm onLoggedIn={() => navigate(next, { replace: true })} />
          <p className="auth-card__switch">
            New to Canino? <Link to={signUp}>Create an account</Link>
          </p>
        </section>
      </div>
    </>
  );
}
