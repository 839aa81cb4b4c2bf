import type { ShopSettings } from '@canino/shared';
import type { ReactNode } from 'react';
import { MailIcon, PhoneIcon, PinIcon } from '../../../components/icons';

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="contact-item">
      <span className="contact-item__icon">{icon}</span>
      <div>
        <h3 className="contact-item__title">{title}</h3>
        {children}
      </div>
    </li>
  );
}

/** The spec's phone, email and address panel, from the settings the owner edits. */
export function ContactDetails({ settings, telHref }: { settings: ShopSettings; telHref: (phone: string) => string }) {
  const directions = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(settings.address)}`;
  return (
    <ul className="contact-details">
      <Item icon={<PhoneIcon size={22} />} title="Call us">
        <a href={telHref(settings.phone)}>{settings.phone}</a>
        <p>Monday to Saturday, except public holidays.</p>
      </Item>
      <Item icon={<MailIcon size={22} />} title="Email us">
        <a href={`mailto:${settings.email}`}>{settings.email}</a>
        <p>We reply within one working day.</p>
      </Item>
      <Item icon={<PinIcon size={22} />} title="Visit us">
        <p className="contact-item__address">{settings.address}</p>
        <a href={directions} target="_blank" rel="noopener noreferrer">
          Get directions<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </Item>
    </ul>
  );
}
