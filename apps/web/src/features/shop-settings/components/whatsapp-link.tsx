import { whatsAppLink } from '@canino/shared';
import { WhatsAppIcon } from '../../../components/icons';
import { useSettings } from '../api/get-settings';
import './whatsapp-link.css';

/**
 * "Chat on WhatsApp": a wa.me link to the shop's number from settings, opening a chat with `message`
 * typed in (a product page names the product). Nothing when the shop has no usable number.
 */
export function WhatsAppLink({ message, label = 'Chat on WhatsApp', className }: { message?: string; label?: string; className?: string }) {
  const { data: settings } = useSettings();
  const href = settings && whatsAppLink(settings.phone, message);
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={['whatsapp-link', className].filter(Boolean).join(' ')}>
      <WhatsAppIcon size={20} />
      <span>{label}</span>
      <span className="visually-hidden"> (opens WhatsApp)</span>
    </a>
  );
}
