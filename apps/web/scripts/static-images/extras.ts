/** Testimonial avatars, the offer banner and the shop's mark (the page icon). */
import { FONT, hsl, leaf, paw, svgDoc, text } from './kit.js';

interface AvatarStyle {
  bg: number;
  fur: string;
  muzzle: string;
  ear: string;
  ears: 'floppy' | 'pointy';
  collar: string;
}

const AVATARS: AvatarStyle[] = [
  { bg: 30, fur: hsl(36, 60, 58), muzzle: hsl(40, 60, 84), ear: hsl(30, 50, 42), ears: 'floppy', collar: hsl(8, 60, 50) },
  { bg: 12, fur: hsl(24, 30, 30), muzzle: hsl(28, 30, 62), ear: hsl(20, 30, 18), ears: 'floppy', collar: hsl(200, 50, 45) },
  { bg: 45, fur: hsl(40, 25, 92), muzzle: '#ffffff', ear: hsl(30, 35, 62), ears: 'pointy', collar: hsl(150, 35, 40) },
  { bg: 20, fur: hsl(28, 60, 45), muzzle: hsl(35, 55, 78), ear: hsl(20, 50, 30), ears: 'pointy', collar: hsl(45, 80, 50) },
  { bg: 48, fur: hsl(30, 35, 65), muzzle: hsl(35, 40, 88), ear: hsl(25, 35, 40), ears: 'floppy', collar: hsl(340, 45, 55) },
  { bg: 38, fur: hsl(20, 12, 22), muzzle: hsl(30, 35, 60), ear: hsl(20, 12, 14), ears: 'pointy', collar: hsl(10, 60, 52) },
  { bg: 350, fur: hsl(38, 30, 88), muzzle: '#ffffff', ear: hsl(28, 45, 55), ears: 'floppy', collar: hsl(260, 30, 55) },
  { bg: 25, fur: hsl(32, 45, 70), muzzle: hsl(40, 40, 90), ear: hsl(28, 40, 50), ears: 'pointy', collar: hsl(180, 40, 38) },
];

/** 160x160 friendly dog-portrait avatar in a warm circle. */
export function avatarSvg(i: number): string {
  const a = AVATARS[i % AVATARS.length]!;
  const ears =
    a.ears === 'floppy'
      ? `<ellipse cx="44" cy="78" rx="17" ry="32" transform="rotate(18 44 78)" fill="${a.ear}"/><ellipse cx="116" cy="78" rx="17" ry="32" transform="rotate(-18 116 78)" fill="${a.ear}"/>`
      : `<path d="M 44 70 L 48 22 L 78 50 Z" fill="${a.ear}"/><path d="M 116 70 L 112 22 L 82 50 Z" fill="${a.ear}"/>
         <path d="M 52 60 L 54 36 L 70 52 Z" fill="${a.muzzle}" opacity="0.6"/><path d="M 108 60 L 106 36 L 90 52 Z" fill="${a.muzzle}" opacity="0.6"/>`;
  return svgDoc(
    160,
    160,
    `<defs><clipPath id="c"><circle cx="80" cy="80" r="80"/></clipPath>
    <radialGradient id="bg" cx="0.4" cy="0.3" r="0.8"><stop offset="0" stop-color="${hsl(a.bg, 60, 90)}"/><stop offset="1" stop-color="${hsl(a.bg, 48, 78)}"/></radialGradient></defs>
  <g clip-path="url(#c)"><rect width="160" height="160" fill="url(#bg)"/>
    <ellipse cx="80" cy="160" rx="62" ry="40" fill="${a.fur}"/>
    <path d="M 40 128 Q 80 146 120 128 L 116 140 Q 80 158 44 140 Z" fill="${a.collar}"/>
    <circle cx="80" cy="146" r="6" fill="${hsl(45, 80, 60)}"/>
    ${a.ears === 'pointy' ? ears : ''}
    <ellipse cx="80" cy="82" rx="42" ry="44" fill="${a.fur}"/>
    ${a.ears === 'floppy' ? ears : ''}
    <ellipse cx="80" cy="102" rx="26" ry="20" fill="${a.muzzle}"/>
    <circle cx="64" cy="76" r="6" fill="#2b2118"/><circle cx="96" cy="76" r="6" fill="#2b2118"/>
    <circle cx="66" cy="74" r="2" fill="#fff"/><circle cx="98" cy="74" r="2" fill="#fff"/>
    <path d="M 72 92 Q 80 88 88 92 Q 88 100 80 102 Q 72 100 72 92 Z" fill="#2b2118"/>
    <path d="M 80 102 L 80 108 M 70 108 Q 80 116 90 108" stroke="#2b2118" stroke-width="2.5" fill="none" stroke-linecap="round"/>
    <path d="M 76 111 Q 80 122 84 111 Z" fill="${hsl(350, 65, 70)}"/>
  </g>`,
  );
}

/** 1200x400 offer banner with the WELCOME10 coupon. */
export function offerBannerSvg(): string {
  const hue = 28;
  const accent = hsl(hue, 45, 38);
  const ink = hsl(hue, 25, 17);
  return svgDoc(
    1200,
    400,
    `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.5"><stop offset="0" stop-color="${hsl(hue, 55, 93)}"/><stop offset="1" stop-color="${hsl(hue, 45, 84)}"/></linearGradient>
  </defs>
  <rect width="1200" height="400" fill="url(#bg)"/>
  <circle cx="1040" cy="200" r="230" fill="${hsl(hue, 45, 78)}" fill-opacity="0.55"/>
  ${leaf(150, hsl(105, 28, 45), 'transform="translate(880 400) rotate(-30)"')}${leaf(120, hsl(95, 30, 60), 'transform="translate(900 400) rotate(10)"')}
  ${leaf(130, hsl(95, 30, 60), 'transform="translate(1180 400) rotate(-14)"')}
  <g transform="translate(1030 190)"><circle r="110" fill="${accent}"/><circle r="96" fill="none" stroke="#fffaf0" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="3 8"/>
    <text y="-22" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="bold" fill="#fffaf0" letter-spacing="3">FLAT</text>
    <text y="38" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="bold" fill="#fffaf0">10%</text>
    <text y="70" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="bold" fill="#fffaf0" letter-spacing="3">OFF</text></g>
  ${paw(18, accent, 'transform="translate(800 70) rotate(20)" opacity="0.2"')}${paw(14, accent, 'transform="translate(850 120) rotate(28)" opacity="0.14"')}
  ${text(80, 92, 16, 'CANINO  ·  WELCOME OFFER', `font-weight="bold" letter-spacing="4" fill="${accent}"`)}
  ${text(80, 162, 50, 'Flat 10% off your', `font-weight="bold" fill="${ink}"`)}
  ${text(80, 222, 50, 'first order', `font-weight="bold" fill="${ink}"`)}
  ${text(80, 268, 22, 'Natural supplements your dog will love, delivered across India.', `fill="${hsl(hue, 12, 40)}"`)}
  <rect x="80" y="300" width="330" height="56" rx="10" fill="#fffaf0" stroke="${accent}" stroke-width="2.5" stroke-dasharray="8 6"/>
  ${text(100, 336, 18, 'Use code', `fill="${hsl(hue, 12, 40)}"`)}
  ${text(196, 337, 24, 'WELCOME10', `font-weight="bold" letter-spacing="2" fill="${accent}"`)}`,
  );
}

/** The shop's mark (the paw in the green circle), `size` pixels square: the page icon (index.html). */
export function logoMarkSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24"><circle cx="12" cy="12" r="12" fill="#2f5d50"/><path fill="#faf5eb" transform="translate(3.6 3.4) scale(.7)" d="M12 21c-2.6 0-5-1.4-5-3.6 0-2.3 2.4-5 5-5s5 2.7 5 5c0 2.2-2.4 3.6-5 3.6zM5.2 12.3a1.9 2.3 0 1 0 0-4.6 1.9 2.3 0 0 0 0 4.6zm4-3.6a1.9 2.4 0 1 0 0-4.8 1.9 2.4 0 0 0 0 4.8zm5.6 0a1.9 2.4 0 1 0 0-4.8 1.9 2.4 0 0 0 0 4.8zm4 3.6a1.9 2.3 0 1 0 0-4.6 1.9 2.3 0 0 0 0 4.6z"/></svg>`;
}
