/** Studio-style product shot as SVG (800x800). */
import type { DemoProduct } from '../../src/seed/demo-catalog/types.js';
import { drawContainer } from './containers.js';
import { fitLabel, leaf, palette, paw, seeded, svgDoc, textLines, type Palette } from './svg-kit.js';

const SIZE = 800;

function background(pal: Palette, variant: number): string {
  const floorY = variant === 4 ? 900 : 600;
  return `<radialGradient id="bg" cx="0.5" cy="0.38" r="0.75">
    <stop offset="0" stop-color="${pal.bgLight}"/><stop offset="1" stop-color="${pal.bgMid}"/></radialGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${pal.bgMid}" stop-opacity="0"/><stop offset="1" stop-color="${pal.bgDeep}" stop-opacity="0.55"/></linearGradient>
  <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
  <filter id="softer" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="26"/></filter>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
  <rect y="${floorY}" width="${SIZE}" height="${SIZE - floorY}" fill="url(#floor)"/>`;
}

function floorShadow(cx: number, cy: number, rx: number): string {
  return `<ellipse cx="${cx}" cy="${cy + 4}" rx="${rx}" ry="${Math.max(14, rx * 0.12)}" fill="#2a2018" fill-opacity="0.28" filter="url(#soft)"/>
  <ellipse cx="${cx}" cy="${cy + 1}" rx="${rx * 0.8}" ry="6" fill="#2a2018" fill-opacity="0.22" filter="url(#blur3)"/>`;
}

/** Scattered "ingredients": leaves, seeds, berries and capsules on the studio floor. */
function ingredients(pal: Palette, slug: string, cx: number, baseY: number, halfW: number): { back: string; front: string } {
  const rnd = seeded(slug);
  let back = '';
  let front = '';
  // Sprigs standing behind the container
  for (const side of [-1, 1]) {
    const x = cx + side * (halfW + 20 + rnd() * 30);
    for (let i = 0; i < 3; i++) {
      const ang = side * (10 + i * 22 + rnd() * 8);
      back += leaf(120 + rnd() * 60, i % 2 ? pal.leafLight : pal.leaf, '#ffffff55', `transform="translate(${x} ${baseY - 10}) rotate(${ang})"`);
    }
  }
  // Items lying on the floor in front
  const spots = [-300, -230, -165, 170, 235, 305, -60, 70];
  spots.forEach((dx, i) => {
    const x = cx + dx + (rnd() - 0.5) * 24;
    const y = baseY + 30 + rnd() * 60 + (Math.abs(dx) < 100 ? 40 : 0);
    const kind = i % 4;
    if (kind === 0) {
      front += leaf(70 + rnd() * 20, pal.leaf, '#ffffff66', `transform="translate(${x} ${y}) rotate(${-70 + rnd() * 140})"`);
    } else if (kind === 1) {
      const r = 13 + rnd() * 6;
      front += `<circle cx="${x}" cy="${y}" r="${r}" fill="${pal.accentSoft}"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.3}" fill="#fff" fill-opacity="0.55"/>`;
      front += `<circle cx="${x + 26}" cy="${y + 8}" r="${r * 0.7}" fill="${pal.accent}" fill-opacity="0.85"/>`;
    } else if (kind === 2) {
      front += `<g transform="translate(${x} ${y}) rotate(${-40 + rnd() * 80})"><rect x="-30" y="-11" width="60" height="22" rx="11" fill="${pal.cream}"/>
        <path d="M0 -11 L 19 -11 A 11 11 0 0 1 19 11 L 0 11 Z" fill="${pal.accent}"/><rect x="-24" y="-7" width="40" height="4" rx="2" fill="#fff" fill-opacity="0.6"/></g>`;
    } else {
      for (let k = 0; k < 5; k++) {
        front += `<ellipse cx="${x + (rnd() - 0.5) * 50}" cy="${y + (rnd() - 0.5) * 24}" rx="6" ry="4" transform="rotate(${rnd() * 180} ${x} ${y})" fill="${pal.accentDark}" fill-opacity="0.75"/>`;
      }
    }
  });
  return { back, front };
}

export function productSvg(p: DemoProduct, hue: number, variant: number): string {
  const pal = palette(hue);
  const v = ((Math.max(1, Math.floor(variant)) - 1) % 4) + 1;
  const c = drawContainer(p, pal, hue);
  const defs = `<defs>${c.defs}<filter id="blur3" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="3"/></filter>`;
  let body: string;
  if (v === 1) {
    const s = Math.min(520 / c.height, 520 / c.width);
    const baseY = 660;
    body = `${floorShadow(400, baseY, c.width * s * 0.55)}
      <g transform="translate(400 ${baseY}) scale(${s})">${c.svg}</g>`;
  } else if (v === 2) {
    // Floating, tilted hero shot: the container hovers above a soft contact shadow.
    const s = Math.min(470 / c.height, 470 / c.width);
    const baseY = 610;
    body = `<circle cx="400" cy="390" r="270" fill="${pal.bgDeep}" fill-opacity="0.3"/>
      ${paw(40, pal.accent, 'transform="translate(660 150) rotate(18)" opacity="0.12"')}
      ${paw(28, pal.accent, 'transform="translate(130 250) rotate(-14)" opacity="0.1"')}
      <ellipse cx="400" cy="${baseY + 95}" rx="${c.width * s * 0.42}" ry="16" fill="#2a2018" fill-opacity="0.22" filter="url(#soft)"/>
      <g transform="translate(400 ${baseY}) rotate(-9 0 ${(-c.height * s) / 2}) scale(${s})">${c.svg}</g>`;
  } else if (v === 3) {
    const s = Math.min(400 / c.height, 380 / c.width);
    const baseY = 600;
    const ing = ingredients(pal, p.slug, 400, baseY, (c.width * s) / 2);
    body = `${ing.back}${floorShadow(400, baseY, c.width * s * 0.55)}
      <g transform="translate(400 ${baseY}) scale(${s})">${c.svg}</g>${ing.front}`;
  } else {
    const s = 2.15;
    const tx = 400 - c.labelCx * s;
    const ty = 410 - c.labelCy * s;
    body = `<g transform="translate(${tx} ${ty}) rotate(-3 0 ${c.labelCy}) scale(${s})">${c.svg}</g>
      <rect width="800" height="800" fill="url(#vign)"/>`;
    return svgDoc(
      SIZE,
      SIZE,
      `${defs}<radialGradient id="vign" cx="0.5" cy="0.5" r="0.72">
      <stop offset="0.7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></radialGradient>
      ${background(pal, v)}${body}`,
    );
  }
  return svgDoc(SIZE, SIZE, `${defs}${background(pal, v)}${body}`);
}

/**
 * A size's own picture (decision 042): the front shot with the size on a round badge, so choosing the
 * size on the product page visibly changes the picture ("120 tablets").
 */
export function productSizeSvg(p: DemoProduct, hue: number, sizeLabel: string): string {
  const pal = palette(hue);
  const label = fitLabel(sizeLabel, 170, 44);
  const badge = `<circle cx="650" cy="150" r="112" fill="${pal.accent}"/><circle cx="650" cy="150" r="100" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="3"/>
    ${textLines(label.lines, 650, 150 + label.size * 0.35 - ((label.lines.length - 1) * label.size * 1.18) / 2, label.size, 'text-anchor="middle" font-weight="700" fill="#fff"')}`;
  return productSvg(p, hue, 1).replace(/<\/svg>$/, `${badge}</svg>`);
}
