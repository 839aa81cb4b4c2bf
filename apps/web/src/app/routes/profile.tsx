import { PageBanner } from '../../components/page-banner';
import { RequireLogin } from '../../components/require-login';
import { AccountShell } from '../../features/account/components/account-shell';
import { DeleteAccount } from '../../features/account/components/delete-account';
import { EmailChoices } from '../../features/account/components/email-choices';
import { MyData } from '../../features/account/components/my-data';
import { ProfileForm } from '../../features/account/components/profile-form';
import { useSettings } from '../../features/shop-settings/api/get-settings';
import { useUser } from '../../stores/session-store';
import '../../features/account/components/account-forms.css';

export default function ProfilePage() {
  const user = useUser();
  const settings = useSettings().data;
  return (
    <>
      <PageBanner title="Edit Profile" />
      <div className="container">
        <RequireLogin reason="Log in to edit your profile and your pet’s details.">
          <AccountShell>
            <section className="form-card" aria-labelledby="profile-title">
              <h2 id="profile-title" className="auth-card__title">
                Your details
              </h2>
              <p className="auth-card__lead">Keep your dog’s details up to date so we can suggest the right care.</p>
              {/* Keyed by customer: another login in this tab starts a fresh form. */}
              {user && <ProfileForm key={user.cusID} user={user} />}
            </section>
            {user && <EmailChoices cusID={user.cusID} />}
            <MyData />
            {settings && <DeleteAccount noticeHours={settings.erasureNoticeHours} />}
          </AccountShell>
        </RequireLogin>
      </div>
    </>
  );
}
