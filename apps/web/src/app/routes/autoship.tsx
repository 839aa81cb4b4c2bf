import { lazy, Suspense } from 'react';
import { PageBanner } from '../../components/page-banner';
import { RequireLogin } from '../../components/require-login';
import { useAddresses } from '../../features/addresses/api/get-addresses';
import { AccountShell } from '../../features/account/components/account-shell';
import { useUser } from '../../stores/session-store';

const AutoshipPanel = lazy(() => import('../../features/autoship/components/autoship-panel'));

/** "My Autoship": the panel shows each subscription's address from the customer's address book. */
export default function AutoshipPage() {
  const user = useUser();
  const addresses = useAddresses();
  return (
    <>
      <PageBanner title="My Autoship" />
      <div className="container">
        <RequireLogin reason="Log in to see and manage your autoship.">
          <AccountShell>
            <Suspense fallback={null}>{user && <AutoshipPanel key={user.cusID} cusID={user.cusID} addresses={addresses.data} />}</Suspense>
          </AccountShell>
        </RequireLogin>
      </div>
    </>
  );
}
