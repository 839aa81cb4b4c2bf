import { lazy, Suspense } from 'react';
import { PageBanner } from '../../components/page-banner';
import { RequireLogin } from '../../components/require-login';
import { AccountShell } from '../../features/account/components/account-shell';
import { useUser } from '../../stores/session-store';

const MyPets = lazy(() => import('../../features/pets/components/my-pets'));

export default function PetsPage() {
  const user = useUser();
  return (
    <>
      <PageBanner title="My Pets" />
      <div className="container">
        <RequireLogin reason="Log in to see and manage your pets.">
          <AccountShell>
            <Suspense fallback={null}>{user && <MyPets key={user.cusID} cusID={user.cusID} />}</Suspense>
          </AccountShell>
        </RequireLogin>
      </div>
    </>
  );
}
