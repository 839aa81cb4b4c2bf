import { useLocation } from 'react-router';
import { loginPath, signUpPath } from '../stores/session-store';
import { ButtonLink, Button } from './button';
import { Modal } from './modal';

/** A dialog asking a logged-out visitor to log in (or make an account) before an action (e.g. the wishlist heart); either brings them back here. */
export default function LoginPrompt({ open, onClose, reason }: { open: boolean; onClose: () => void; reason: string }) {
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title="Please log in to continue"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Not now
          </Button>
          <ButtonLink to={signUpPath(here)} variant="secondary" onClick={onClose}>
            Create an account
          </ButtonLink>
          <ButtonLink to={loginPath(here)} onClick={onClose}>
            Log in
          </ButtonLink>
        </>
      }
    >
      <p>{reason}</p>
    </Modal>
  );
}
