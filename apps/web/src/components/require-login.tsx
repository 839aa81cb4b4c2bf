import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { loginPath, signUpPath, useUser } from '../stores/session-store';
import { ButtonLink } from './button';
import { EmptyState } from './empty-state';
import { UserIcon } from './icons';

/**
 * Shows `children` to a logged-in customer; asks anyone else to log in (or sign up) and brings them
 * back here afterwards. The spec's wishlist and profile pages broke without a user; this is the fix.
 */
export function RequireLogin({ children, reason = 'Log in to see this page.' }: { children: ReactNode; reason?: string }) {
  const user = useUser();
  const location = useLocation();
  if (user) return <>{children}</>;
  // The hash too: an email's link to one item (an autoship's #reorder=12) lands on it after logging in.
  const next = location.pathname + location.search + location.hash;
  return (
    <EmptyState
      icon={<UserIcon size={28} />}
      title="Please log in to continue"
      action={
        <>
          <ButtonLink to={loginPath(next)}>Log in</ButtonLink>
          <ButtonLink to={signUpPath(next)} variant="secondary">
            Create an account
          </ButtonLink>
        </>
      }
    >
      <p>{reason}</p>
    </EmptyState>
  );
}
