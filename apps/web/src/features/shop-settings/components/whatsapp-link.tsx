import { whatsAppLink } from '@canino/shared';
import { WhatsAppIcon } from '../../../components/icons';
import { useSettings } from '../api/get-settings';
import '../../../components/whatsapp-link.css';

/**
 * "Chat on WhatsApp": a wa.me link to the shop's number from settings, opening a chat with `message`
 * typed in (a product page names the product, and `page`, a path on this site, as a full address).
 * Nothing when the shop has no usable number, which is so until the settings have come (never on the server).
 */
export function WhatsAppLink({ message, page, label = 'Chat on WhatsApp', className }: { message?: string; page?: string; label?: string; className?: string }) {
  const { data: settings } = useSettings();
  const href = settings && whatsAppLink(settings.phone, page ? `${message ?? ''} ${window.location.origin}${page}` : message);
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={['whatsapp-link', className].filter(Boolean).join(' ')}>
      <WhatsAppIcon size={20} />
      <span>{label}</span>
      <span className="visually-hidden"> (opens WhatsApp)</span>
    </a>
  );
}
