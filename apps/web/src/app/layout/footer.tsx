import { Link } from '../../components/link';
import { ShopPaymentLogos } from '../components/shop-claims';
import { MailIcon, PawIcon, PhoneIcon, PinIcon } from '../../components/icons';
import { telHref, useSettings } from '../../features/shop-settings/api/get-settings';
import { WhatsAppLink } from '../../features/shop-settings/components/whatsapp-link';
import { useUser } from '../../stores/session-store';
import { SocialLinks } from './social-links';
import './footer.css';

/** The spec's footer links, the shop's contact details from settings, and the accepted payment methods. */
export function Footer() {
  const { data: settings } = useSettings();
  const user = useUser();
  const links = [
    { to: '/about', label: 'About Us' },
    { to: '/products', label: 'Product' },
    { to: '/new-arrivals', label: 'New Arrivals' },
    { to: '/refund-terms', label: 'Cancellation and Refund' },
    { to: '/shipping-terms', label: 'Shipping & Delivery' },
    { to: '/track', label: 'Track Order' },
    { to: user ? '/profile' : '/sign-up', label: 'My Profile' },
    { to: '/terms', label: 'Terms & Conditions' },
    { to: '/privacy-policy', label: 'Privacy Policy' },
    { to: '/seller-information', label: 'Seller Information' },
    { to: '/grievances', label: 'Complaints' },
  ];
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label="About Canino">
          <Link to="/" className="site-footer__logo">
            <PawIcon size={22} /> Canino
          </Link>
          <p>Natural supplements and care for dogs, made in small batches in Coimbatore since 2012 and trusted by vets and show-dog families across India.</p>
          <SocialLinks social={settings?.social} className="site-footer__social" />
        </section>
        <nav className="site-footer__links" aria-label="Footer">
          <h2 className="site-footer__heading">Quick links</h2>
          <ul>
            {links.map((l) => (
              <li key={l.label}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="site-footer__contact" aria-labelledby="footer-contact">
          <h2 className="site-footer__heading" id="footer-contact">
            Contact us
          </h2>
          {settings && (
            <ul>
              <li>
                <PinIcon size={18} />
                <span>{settings.address}</span>
              </li>
              <li>
                <PhoneIcon size={18} />
                <a href={telHref(settings.phone)}>{settings.phone}</a>
              </li>
              <li>
                <MailIcon size={18} />
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </li>
              <li>
                <WhatsAppLink className="site-footer__whatsapp" message="Hi! I have a question." />
              </li>
            </ul>
          )}
          <Link to="/contact" className="site-footer__cta">
            Send us a message
          </Link>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>
            © {new Date().getFullYear()} {settings?.registration?.legalName ?? 'Canino'}. All rights reserved.
            {settings?.registration && <span className="site-footer__gstin"> GSTIN {settings.registration.gstin}</span>}
          </p>
          {settings && (
            <p className="site-footer__seller">
              Sold by {settings.registration?.legalName ?? settings.name}, {settings.address}. Grievance officer: {settings.grievanceOfficer.name},{' '}
              {settings.grievanceOfficer.designation}, <a href={telHref(settings.grievanceOfficer.phone)}>{settings.grievanceOfficer.phone}</a>,{' '}
              <a href={`mailto:${settings.grievanceOfficer.email}`}>{settings.grievanceOfficer.email}</a>.
            </p>
          )}
          <ShopPaymentLogos />
        </div>
      </div>
    </footer>
  );
}
