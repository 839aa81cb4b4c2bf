import { formatShopDateTime } from '@canino/shared';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useUser } from '../../../stores/session-store';
import { keepAccount, useAccountPrivacy } from '../api/privacy-choices';
import './erasure-banner.css';

/**
 * On every page while the logged-in customer's account is waiting to be deleted: when, and "Keep my
 * account" to cancel. Nothing for a guest (and so nothing in the server's drawing of a page).
 */
export default function ErasureBanner() {
  const user = useUser();
  const privacy = useAccountPrivacy();
  const [busy, setBusy] = useState(false);
  const erasure = privacy.data?.erasure;
  if (!user || !erasure) return null;
  const keep = async () => {
    setBusy(true);
    try {
      notify.success(await keepAccount(user.cusID));
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="erasure-banner" role="region" aria-label="Your account is to be deleted">
      <div className="container erasure-banner__inner">
        <p>
          You asked us to delete your account. It will be deleted on <strong>{formatShopDateTime(new Date(erasure.dueAt))}</strong>.
        </p>
        <Button variant="secondary" size="sm" loading={busy} onClick={() => void keep()}>
          Keep my account
        </Button>
      </div>
    </section>
  );
}
