import { PageBanner } from '../../components/page-banner';
import { RequireLogin } from '../../components/require-login';
import { AccountShell } from '../../features/account/components/account-shell';
import { AddressBook } from '../../features/addresses/components/address-book';
import { useUser } from '../../stores/session-store';

export default function AddressPage() {
  const user = useUser();
  return (
    <>
      <PageBanner title="My Addresses" />
      <div className="container">
        <RequireLogin reason="Log in to see and manage your saved addresses.">
          <AccountShell>{user && <AddressBook key={user.cusID} cusID={user.cusID} />}</AccountShell>
        </RequireLogin>
      </div>
    </>
  );
}
