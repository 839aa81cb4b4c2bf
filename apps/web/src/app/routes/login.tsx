import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { PageBanner } from '../../components/page-banner';
import { AuthAside } from '../../features/account/components/auth-aside';
import { LoginForm } from '../../features/account/components/login-form';
import { OtpLoginForm } from '../../features/account/components/otp-login-form';
import { notify } from '../../lib/toast';
import { safeNextPath, signUpPath } from '../../stores/session-store';
import '../../features/account/components/account-forms.css';

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNextPath(params.get('next'));
  const signUp = signUpPath(next);
  const [withCode, setWithCode] = useState(false);

  return (
    <>
      <PageBanner title="Login" />
      <div className="container auth-layout auth-layout--narrow">
        <AuthAside title="Welcome back">Log in to see your orders, your wishlist and your saved addresses.</AuthAside>
        <section className="form-card" aria-labelledby="login-title">
          <h2 id="login-title" className="auth-card__title">
            Log in to your account
          </h2>
          <p className="auth-card__lead">{withCode ? 'We will text a code to your mobile number.' : 'Use the mobile number you registered with.'}</p>
          {withCode ? (
            <OtpLoginForm
              onLoggedIn={() => navigate(next, { replace: true })}
              // A number with no account yet finishes signing up, with the number it just proved it holds.
              onNewNumber={(mobile, message) => {
                notify.info(message);
                void navigate(signUp, { state: { prefill: { ownerNumber: mobile } } });
              }}
            />
          ) : (
            <LoginForm onLoggedIn={() => navigate(next, { replace: true })} />
          )}
          <p className="auth-card__or" aria-hidden="true">
            or
          </p>
          <Button variant="secondary" size="lg" block onClick={() => setWithCode(!withCode)}>
            {withCode ? 'Log in with password' : 'Log in with OTP'}
          </Button>
          <p className="auth-card__switch">
            New to Canino? <Link to={signUp}>Create an account</Link>
          </p>
        </section>
      </div>
    </>
  );
}
