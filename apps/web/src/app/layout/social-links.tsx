import type { ShopSettings } from '@canino/shared';
import { FacebookIcon, InstagramIcon, XBrandIcon, YoutubeIcon } from '../../components/icons';

const NETWORKS = [
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'youtube', label: 'YouTube', Icon: YoutubeIcon },
  { key: 'twitter', label: 'X (Twitter)', Icon: XBrandIcon },
] as const;

/** The shop's social profiles from settings; a network the admin left empty is not shown. */
export function SocialLinks({ social, className }: { social: ShopSettings['social'] | undefined; className?: string }) {
  if (!social) return null;
  return (
    <ul className={['social', className].filter(Boolean).join(' ')}>
      {NETWORKS.filter((n) => social[n.key]).map(({ key, label, Icon }) => (
        <li key={key}>
          <a href={social[key]} target="_blank" rel="noopener noreferrer" aria-label={`Canino on ${label} (opens in a new tab)`}>
            <Icon size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
