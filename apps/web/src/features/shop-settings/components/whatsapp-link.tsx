import { whatsAppLink } from '@canino/shared';
import { WhatsAppIcon } from '../../../components/icons';
import { useAfterFirstPaint } from '../../../components/use-after-paint';
import { useSettings } from '../api/get-settings';
import '../../../components/whatsapp-link.css';

/**
 * "Chat on WhatsApp": a wa.me link to the shop's number from settings, opening a chat with `message`
 * typed in (a product page names the product, and `page`, a path on this site, as a full address).
 * Nothing when the shop has no usable number, or until the settings have come. A link naming a page is
 * drawn in the browser, after the first paint: the address is this site's as the browser sees it, which
 * the server does not know.
 */
export function WhatsAppLink({ message, page, label = 'Chat on WhatsApp', className }: { message?: string; page?: string; label?: string; className?: string }) {
  const { data: settings } = useSettings();
  const painted = useAfterFirstPaint();
  const href = settings && (page ? painted && whatsAppLink(settings.phone, `${message ?? ''} ${window.location.origin}${page}`) : whatsAppLink(settings.phone, message));
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={['whatsapp-link', className].filter(Boolean).join(' ')}>
      <WhatsAppIcon size={20} />
      <span>{label}</span>
      <span className="visually-hidden"> (opens WhatsApp)</span>
    </a>
  );
}
