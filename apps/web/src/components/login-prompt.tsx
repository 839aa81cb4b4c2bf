import { useLocation } from 'react-router';
import { loginPath } from '../stores/session-store';
import { ButtonLink, Button } from './button';
import { Modal } from './modal';

/** A dialog asking a logged-out visitor to log in before an action (e.g. the wishlist heart). */
export default function LoginPrompt({ open, onClose, reason }: { open: boolean; onClose: () => void; reason: string }) {
  const location = useLocation();
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
          <ButtonLink to={loginPath(location.pathname + location.search)} onClick={onClose}>
            Log in
          </ButtonLink>
        </>
      }
    >
      <p>{reason}</p>
    </Modal>
  );
}
