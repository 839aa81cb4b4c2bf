import type { SVGProps } from 'react';

/**
 * Line icons (24 px grid, 1.8 stroke) drawn inline so they cost no request. Decorative by default:
 * give the button or link around them an accessible name.
 */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** One line icon from its path; the admin panel draws its own set with the same frame. */
export function LineIcon({ d, size = 20, filled = false, ...props }: IconProps & { d: string; filled?: boolean }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

function icon(paths: string, { fill = false } = {}) {
  return function Icon(props: IconProps) {
    return <LineIcon d={paths} filled={fill} {...props} />;
  };
}

const HEART = 'M12 20.5s-7.5-4.4-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.7-7.5 10.1-7.5 10.1z';
export const HeartIcon = icon(HEART);
export const HeartFilledIcon = icon(HEART, { fill: true });
export const CartIcon = icon('M3 4h2l2.2 10.4a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.1M9.5 20a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1zm8 0a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1z');
export const UserIcon = icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7.5 8.5c.8-3.4 3.8-5.5 7.5-5.5s6.7 2.1 7.5 5.5');
export const SearchIcon = icon('M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm9 2-4-4');
export const PhoneIcon = icon('M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5L16 14l4 1.5V19a1.5 1.5 0 0 1-1.6 1.5C10.8 20 4 13.2 3.5 5.6A1.5 1.5 0 0 1 5 4z');
export const MailIcon = icon('M4 6h16v12H4zm0 1 8 6 8-6');
export const PinIcon = icon('M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z');
export const MenuIcon = icon('M4 7h16M4 12h16M4 17h16');
export const CloseIcon = icon('M6 6l12 12M18 6 6 18');
export const ChevronDownIcon = icon('m6 9 6 6 6-6');
export const ChevronLeftIcon = icon('m15 6-6 6 6 6');
export const ChevronRightIcon = icon('m9 6 6 6-6 6');
export const TrashIcon = icon('M5 7h14M10 11v6m4-6v6M8 7l1-3h6l1 3m-9 0 1 13h8l1-13');
export const EyeIcon = icon('M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zm9.5 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z');
export const EyeOffIcon = icon(
  'M3 3l18 18M10.6 5.6A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-3 3.7M6.4 6.9A15.6 15.6 0 0 0 2.5 12S6 18.5 12 18.5a9 9 0 0 0 4.2-1M9.9 9.9a3 3 0 0 0 4.2 4.2',
);
export const CheckIcon = icon('m5 12.5 4.5 4.5L19 7.5');
export const AlertIcon = icon('M12 8v5m0 3.5v.5M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z');
export const PauseIcon = icon('M9 5v14m6-14v14');
export const PlayIcon = icon('M7 4.5v15L19.5 12z');
export const TruckIcon = icon('M3 6h11v9H3zm11 3h4l3 3.5V15h-7M7 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm10 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z');
export const ShieldIcon = icon('M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6zm-3 9 2 2 4-4');
export const LeafIcon = icon('M5 19c0-8 5-13 15-14-1 10-6 15-14 15m-1-1 7-7');
export const StarIcon = icon('m12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8z', { fill: true });
export const PawIcon = icon(
  'M12 21c-2.6 0-5-1.4-5-3.6 0-2.3 2.4-5 5-5s5 2.7 5 5c0 2.2-2.4 3.6-5 3.6zM5.2 12.3a1.9 2.3 0 1 0 0-4.6 1.9 2.3 0 0 0 0 4.6zm4-3.6a1.9 2.4 0 1 0 0-4.8 1.9 2.4 0 0 0 0 4.8zm5.6 0a1.9 2.4 0 1 0 0-4.8 1.9 2.4 0 0 0 0 4.8zm4 3.6a1.9 2.3 0 1 0 0-4.6 1.9 2.3 0 0 0 0 4.6z',
  { fill: true },
);
export const FacebookIcon = icon('M14 8h2.5V4.5H14A3.5 3.5 0 0 0 10.5 8v2.5H8V14h2.5v6.5H14V14h2.5l.5-3.5h-3V8.5c0-.3.2-.5.5-.5z');
export const InstagramIcon = icon('M7.5 3.5h9a4 4 0 0 1 4 4v9a4 4 0 0 1-4 4h-9a4 4 0 0 1-4-4v-9a4 4 0 0 1 4-4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm5-9.5v.01');
export const YoutubeIcon = icon(
  'M21 8.5s-.2-1.8-1-2.5c-.9-1-2-1-2.4-1C15 4.8 12 4.8 12 4.8s-3 0-5.6.2c-.4 0-1.5 0-2.4 1-.8.7-1 2.5-1 2.5S2.8 10.4 2.8 12v1.5c0 1.7.2 3.5.2 3.5s.2 1.8 1 2.5c.9 1 2.1.9 2.6 1 1.9.2 5.4.2 5.4.2s3 0 5.6-.2c.4 0 1.5 0 2.4-1 .8-.7 1-2.5 1-2.5s.2-1.8.2-3.5V12c0-1.6-.2-3.5-.2-3.5zM10 15.5v-6l5 3z',
);
/** A speech bubble with a handset: WhatsApp's chat, drawn in the set's line style. */
export const WhatsAppIcon = icon('M4.5 19.5l1.2-3.6A8 8 0 1 1 8.3 18.4zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.6-2-1-1 1a4.5 4.5 0 0 1-2.4-2.4l1-1-1-2z');
export const XBrandIcon = icon('M4 4h4.5L20 20h-4.5zM20 4l-6.6 7.2M4 20l6.6-7.2');
