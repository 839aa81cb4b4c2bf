/** Wide hero banner: text on the left, a sitting dog with leaves and paws on the right. */
import type { DemoBanner } from '../../src/seed/demo-catalog/types.js';
import { sittingDog } from './dog.js';
import { FONT, balancedWrap, escapeXml, hsl, leaf, palette, paw, svgDoc, textLines, wrap } from './svg-kit.js';

export function bannerSvg(b: Pick<DemoBanner, 'slug' | 'headline' | 'subline' | 'hue'>, w: number, h: number): string {
  const p = palette(b.hue);
  const k = h / 600;
  const left = Math.max(60 * k, w * 0.06);
  const textW = Math.min(w * 0.5, w - h * 1.05) - left;
  let hs = 68 * k;
  let lines = wrap(b.headline, hs, textW);
  while ((lines.length > 3 || (lines.length > 2 && hs > 54 * k)) && hs > 36 * k) {
    hs -= 4 * k;
    lines = wrap(b.headline, hs, textW);
  }
  const ss = 26 * k;
  const sub = balancedWrap(b.subline, ss, textW, false).slice(0, 3);
  lines = balancedWrap(b.headline, hs, textW);
  const blockH = 30 * k + lines.length * hs * 1.12 + 30 * k + sub.length * ss * 1.4 + 40 * k + 64 * k;
  let y = (h - blockH) / 2 + 20 * k;
  const over = `<text x="${left}" y="${y.toFixed(1)}" font-family="${FONT}" font-weight="bold" font-size="${(17 * k).toFixed(1)}" letter-spacing="${(4 * k).toFixed(1)}" fill="${p.accent}">${escapeXml('CANINO  ·  NATURAL DOG CARE')}</text>`;
  y += 30 * k + hs * 0.8;
  const head = textLines(lines, left, y, hs, `font-weight="bold" fill="${p.ink}"`, 1.12);
  y += (lines.length - 1) * hs * 1.12 + 30 * k + ss;
  const subl = textLines(sub, left, y, ss, `fill="${p.muted}"`, 1.4);
  y += (sub.length - 1) * ss * 1.4 + 40 * k;
  const cta = `<rect x="${left}" y="${y.toFixed(1)}" width="${200 * k}" height="${60 * k}" rx="${30 * k}" fill="${p.accent}"/>
    <text x="${left + 100 * k}" y="${(y + 39 * k).toFixed(1)}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${(21 * k).toFixed(1)}" fill="${p.cream}">Shop now</text>`;

  const cx = w - h * 0.62;
  const sun = hsl(b.hue, 44, 80);
  const dogFill = hsl(b.hue, 30, 30);
  const art = `<circle cx="${cx}" cy="${h * 0.5}" r="${h * 0.4}" fill="url(#sun)"/>
    <circle cx="${cx}" cy="${h * 0.5}" r="${h * 0.46}" fill="none" stroke="${p.accent}" stroke-opacity="0.18" stroke-width="${2 * k}" stroke-dasharray="${2 * k} ${12 * k}" stroke-linecap="round"/>
    <g transform="translate(${cx - h * 0.3} ${h * 0.86}) scale(${k})">
      ${leaf(200, p.leaf, '#ffffff66', 'transform="rotate(-38)"')}${leaf(160, p.leafLight, '#ffffff66', 'transform="rotate(-8)"')}${leaf(120, p.leaf, '#ffffff66', 'transform="rotate(-62)"')}</g>
    <g transform="translate(${cx + h * 0.34} ${h * 0.86}) scale(${k})">
      ${leaf(170, p.leafLight, '#ffffff66', 'transform="rotate(34)"')}${leaf(130, p.leaf, '#ffffff66', 'transform="rotate(8)"')}</g>
    <rect x="${cx - h * 0.55}" y="${h * 0.86}" width="${h * 1.1}" height="${3 * k}" rx="${1.5 * k}" fill="${p.accentDark}" fill-opacity="0.25"/>
    <g transform="translate(${cx + 10 * k} ${h * 0.86}) scale(${k * 0.95})">${sittingDog(dogFill, hsl(b.hue, 28, 22), p.cream)}</g>
    ${[0, 1, 2].map((i) => paw(17 * k, p.accent, `transform="translate(${cx + h * 0.3 + i * 44 * k} ${h * (0.34 - i * 0.1) + (i % 2) * 22 * k}) rotate(${28 + i * 4})" opacity="${0.14 + i * 0.06}"`)).join('')}`;

  return svgDoc(
    w,
    h,
    `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${hsl(b.hue, 48, 96)}"/><stop offset="1" stop-color="${hsl(b.hue, 36, 86)}"/></linearGradient>
    <radialGradient id="sun" cx="0.45" cy="0.4" r="0.65"><stop offset="0" stop-color="${hsl(b.hue, 50, 88)}"/><stop offset="1" stop-color="${sun}"/></radialGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.bgDeep}" stop-opacity="0"/><stop offset="0.35" stop-color="${p.bgDeep}" stop-opacity="0.3"/><stop offset="1" stop-color="${p.bgDeep}" stop-opacity="0.3"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect x="${w * 0.45}" y="${h * 0.86}" width="${w * 0.55}" height="${h * 0.14}" fill="url(#ground)"/>
  ${art}${over}${head}${subl}${cta}`,
  );
}
