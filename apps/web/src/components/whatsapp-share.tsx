import { whatsAppShareLink } from '@canino/shared';
import { useAfterFirstPaint } from './use-after-paint';
import { WhatsAppIcon } from './icons';
import './whatsapp-link.css';

/**
 * "Share on WhatsApp": the page's full address with a line of text, sent to whomever the shopper picks
 * in WhatsApp. The address is this site's as the browser sees it, so the link is drawn in the browser,
 * after the first paint (the server does not know the address it is reached by).
 */
export function WhatsAppShare({ text, page, label = 'Share on WhatsApp' }: { text: string; page: string; label?: string }) {
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    <a href={whatsAppShareLink(`${text} ${window.location.origin}${page}`)} target="_blank" rel="noopener noreferrer" className="whatsapp-link">
      <WhatsAppIcon size={20} />
      <span>{label}</span>
      <span className="visually-hidden"> (opens WhatsApp)</span>
    </a>
  );
}
