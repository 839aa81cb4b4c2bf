import { MailIcon, PhoneIcon } from '../../components/icons';
import { telHref, useSettings } from '../../features/shop-settings/api/get-settings';
import { SocialLinks } from './social-links';

/** The thin bar above the header: phone and email to reach the shop, and its social links. */
export function TopBar() {
  const { data: settings } = useSettings();
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <ul className="top-bar__contact">
          <li>
            <PhoneIcon size={16} />
            {settings ? <a href={telHref(settings.phone)}>{settings.phone}</a> : <span className="top-bar__placeholder" />}
          </li>
          {settings?.email && (
            <li className="top-bar__email">
              <MailIcon size={16} />
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </li>
          )}
        </ul>
        <p className="top-bar__note">Natural care for dogs, made in India since 2012</p>
        <SocialLinks social={settings?.social} className="top-bar__social" />
      </div>
    </div>
  );
}
