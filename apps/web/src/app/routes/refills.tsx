import { lazy, Suspense } from 'react';
import { PageBanner } from '../../components/page-banner';
import { RequireLogin } from '../../components/require-login';
import { AccountShell } from '../../features/account/components/account-shell';
import { useUser } from '../../stores/session-store';

const RefillsPanel = lazy(() => import('../../features/pets/components/refills-panel'));

export default function RefillsPage() {
  const user = useUser();
  return (
    <>
      <PageBanner title="Upcoming Refills" />
      <div className="container">
        <RequireLogin reason="Log in to see when your dog's supplements run out.">
          <AccountShell>
            <Suspense fallback={null}>{user && <RefillsPanel key={user.cusID} cusID={user.cusID} />}</Suspense>
          </AccountShell>
        </RequireLogin>
      </div>
    </>
  );
}
