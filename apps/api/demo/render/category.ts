/** Icon-like category illustration (600x600), tinted by the category hue. */
import type { DemoCategory } from '../../src/seed/demo-catalog/types.js';
import { hsl, leaf, palette, paw, svgDoc, type Palette } from './svg-kit.js';

type IconFn = (p: Palette) => string;

const capsule = (x: number, y: number, rot: number, a: string, b: string): string =>
  `<g transform="translate(${x} ${y}) rotate(${rot})">
    <rect x="-95" y="-38" width="190" height="76" rx="38" fill="${b}"/>
    <path d="M 0 -38 L 57 -38 A 38 38 0 0 1 57 38 L 0 38 Z" fill="${a}"/>
    <rect x="-70" y="-24" width="110" height="12" rx="6" fill="#fff" fill-opacity="0.45"/></g>`;

const icons: Record<string, IconFn> = {
  multivitamin: (p) => `${capsule(-30, -40, -35, p.accent, p.cream)}
    <circle cx="75" cy="62" r="62" fill="${p.accentDark}"/><circle cx="75" cy="62" r="62" fill="url(#gloss)"/>
    <line x1="37" y1="62" x2="113" y2="62" stroke="${p.cream}" stroke-opacity="0.6" stroke-width="8" stroke-linecap="round"/>
    <circle cx="-85" cy="85" r="26" fill="${p.cream}"/><circle cx="-30" cy="110" r="16" fill="${p.accent}"/>`,
  joint: (p) => `<g transform="rotate(-30)">
    <rect x="-120" y="-30" width="240" height="60" rx="20" fill="${p.cream}"/>
    <circle cx="-120" cy="-38" r="42" fill="${p.cream}"/><circle cx="-120" cy="38" r="42" fill="${p.cream}"/>
    <circle cx="120" cy="-38" r="42" fill="${p.cream}"/><circle cx="120" cy="38" r="42" fill="${p.cream}"/>
    <rect x="-110" y="-18" width="200" height="10" rx="5" fill="#fff"/></g>
    <path d="M -150 -120 A 170 170 0 0 1 -60 -170" stroke="${p.accentDark}" stroke-width="12" fill="none" stroke-linecap="round"/>
    <path d="M 150 120 A 170 170 0 0 1 60 170" stroke="${p.accentDark}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  skin: (p) => `<path d="M 0 -160 C 40 -100 110 -30 110 40 A 110 110 0 0 1 -110 40 C -110 -30 -40 -100 0 -160 Z" fill="${p.accent}"/>
    <path d="M -58 30 A 60 60 0 0 0 -10 90" stroke="#fff" stroke-opacity="0.7" stroke-width="14" fill="none" stroke-linecap="round"/>
    <path d="M 120 -120 l 10 26 l 26 10 l -26 10 l -10 26 l -10 -26 l -26 -10 l 26 -10 Z" fill="${p.cream}"/>
    <path d="M -140 -60 l 6 16 l 16 6 l -16 6 l -6 16 l -6 -16 l -16 -6 l 16 -6 Z" fill="${p.cream}"/>`,
  digestive: (p) => `${leaf(150, p.leaf, '#ffffff88', 'transform="translate(-10 -20) rotate(-28)"')}
    ${leaf(120, p.leafLight, '#ffffff88', 'transform="translate(10 -20) rotate(30)"')}
    <path d="M -150 -10 L 150 -10 Q 140 110 0 120 Q -140 110 -150 -10 Z" fill="${p.accent}"/>
    <rect x="-165" y="-28" width="330" height="30" rx="15" fill="${p.accentDark}"/>
    ${paw(26, p.cream, 'transform="translate(0 55)" opacity="0.85"')}`,
  calm: (p) => `<path d="M 40 -150 A 150 150 0 1 0 140 60 A 120 120 0 1 1 40 -150 Z" fill="${p.cream}"/>
    <circle cx="110" cy="-90" r="10" fill="${p.cream}"/><circle cx="150" cy="-30" r="6" fill="${p.cream}"/>
    <path d="M 70 -150 l 8 20 l 20 8 l -20 8 l -8 20 l -8 -20 l -20 -8 l 20 -8 Z" fill="${p.accentDark}"/>
    <text x="40" y="20" font-family="'DejaVu Sans', sans-serif" font-weight="bold" font-size="56" fill="${p.accentDark}" fill-opacity="0.8">z</text>
    <text x="88" y="-30" font-family="'DejaVu Sans', sans-serif" font-weight="bold" font-size="38" fill="${p.accentDark}" fill-opacity="0.6">z</text>`,
  grooming: (p) => `<g transform="rotate(-35)">
    <rect x="-30" y="20" width="60" height="170" rx="28" fill="${p.accentDark}"/>
    <rect x="-110" y="-130" width="220" height="160" rx="60" fill="${p.accent}"/>
    <rect x="-92" y="-116" width="184" height="130" rx="48" fill="${p.cream}"/>
    ${Array.from({ length: 24 }, (_, i) => `<circle cx="${-70 + (i % 6) * 28}" cy="${-92 + Math.floor(i / 6) * 28}" r="6" fill="${p.accentDark}"/>`).join('')}
  </g>
  <g transform="translate(110 40) rotate(25)"><rect x="-20" y="-120" width="40" height="240" rx="10" fill="${p.cream}"/>
    ${Array.from({ length: 11 }, (_, i) => `<rect x="-56" y="${-110 + i * 20}" width="40" height="9" rx="4" fill="${p.cream}"/>`).join('')}</g>`,
  paw: (p) => paw(130, p.cream),
};

function iconFor(slug: string): IconFn {
  const keys: [string, string][] = [
    ['vitamin', 'multivitamin'],
    ['mineral', 'multivitamin'],
    ['joint', 'joint'],
    ['mobility', 'joint'],
    ['skin', 'skin'],
    ['coat', 'skin'],
    ['digest', 'digestive'],
    ['gut', 'digestive'],
    ['calm', 'calm'],
    ['stress', 'calm'],
    ['groom', 'grooming'],
    ['care', 'grooming'],
  ];
  const hit = keys.find(([k]) => slug.includes(k));
  return icons[hit ? hit[1] : 'paw'] ?? icons.paw!;
}

export function categorySvg(c: DemoCategory): string {
  const p = palette(c.hue);
  const disc1 = hsl(c.hue, 34, 78);
  const disc2 = hsl(c.hue, 30, 64);
  return svgDoc(
    600,
    600,
    `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bgLight}"/><stop offset="1" stop-color="${p.bgMid}"/></linearGradient>
    <linearGradient id="disc" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${disc1}"/><stop offset="1" stop-color="${disc2}"/></linearGradient>
    <radialGradient id="gloss" cx="0.35" cy="0.3" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <filter id="sh" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="10"/></filter>
  </defs>
  <rect width="600" height="600" fill="url(#bg)"/>
  ${paw(34, p.accent, 'transform="translate(500 90) rotate(20)" opacity="0.1"')}
  ${paw(24, p.accent, 'transform="translate(92 510) rotate(-18)" opacity="0.1"')}
  <circle cx="300" cy="318" r="215" fill="${p.accentDark}" fill-opacity="0.18" filter="url(#sh)"/>
  <circle cx="300" cy="300" r="215" fill="url(#disc)"/>
  <circle cx="300" cy="300" r="215" fill="url(#gloss)"/>
  <circle cx="300" cy="300" r="196" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>
  <g transform="translate(300 300)">${iconFor(c.slug)(p)}</g>`,
  );
}
