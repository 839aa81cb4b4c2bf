/**
 * Product containers drawn in local coordinates: origin at the bottom centre,
 * y grows downwards so the container occupies negative y.
 */
import type { DemoProduct } from '../../src/seed/demo-catalog/types.js';
import { FONT, escapeXml, fitLabel, hsl, paw, textLines, type Palette } from './svg-kit.js';

export interface Drawn {
  svg: string;
  defs: string;
  width: number;
  height: number;
  /** centre of the printed label, for close-ups */
  labelCx: number;
  labelCy: number;
}

/** Horizontal cylinder shading, drawn over a shape to give it volume. */
const SHADE_DEFS = `<linearGradient id="cyl" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#000" stop-opacity="0.22"/>
  <stop offset="0.12" stop-color="#000" stop-opacity="0.06"/>
  <stop offset="0.26" stop-color="#fff" stop-opacity="0.38"/>
  <stop offset="0.34" stop-color="#fff" stop-opacity="0.06"/>
  <stop offset="0.75" stop-color="#000" stop-opacity="0.02"/>
  <stop offset="0.93" stop-color="#000" stop-opacity="0.16"/>
  <stop offset="1" stop-color="#000" stop-opacity="0.28"/>
</linearGradient>`;

/** Label panel centred at (cx, cy). */
function labelPanel(p: DemoProduct, pal: Palette, cx: number, cy: number, w: number, h: number, radius: number, bg = true): string {
  const top = cy - h / 2;
  const pad = h * 0.09;
  const brand = Math.min(30, w * 0.12, h * 0.15);
  const brandBase = top + pad + brand * 0.8;
  const ruleY = brandBase + brand * 0.6;
  const tagSize = w * 0.048;
  const tagBase = top + h - pad;
  const regionTop = ruleY + w * 0.06;
  const regionH = tagBase - tagSize - h * 0.06 - regionTop;
  const lh = 1.12;
  const fit = fitLabel(p.label, w * 0.8, Math.min(34, w * 0.15));
  const size = Math.min(fit.size, regionH / (0.73 + (fit.lines.length - 1) * lh));
  const blockH = size * (0.73 + (fit.lines.length - 1) * lh);
  const labelY = regionTop + (regionH - blockH) / 2 + size * 0.73;
  return `<g>
  ${bg ? `<rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" rx="${radius}" fill="${pal.cream}"/>` : ''}
  <rect x="${cx - w / 2 + 6}" y="${top + 6}" width="${w - 12}" height="${h - 12}" rx="${Math.max(0, radius - 4)}" fill="none" stroke="${pal.accentSoft}" stroke-width="1.5"/>
  <text x="${cx}" y="${brandBase.toFixed(1)}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${brand.toFixed(1)}" letter-spacing="${(brand * 0.22).toFixed(1)}" fill="${pal.accent}">CANINO</text>
  <line x1="${cx - w * 0.3}" y1="${ruleY}" x2="${cx - w * 0.08}" y2="${ruleY}" stroke="${pal.accentSoft}" stroke-width="1.5"/>
  <line x1="${cx + w * 0.08}" y1="${ruleY}" x2="${cx + w * 0.3}" y2="${ruleY}" stroke="${pal.accentSoft}" stroke-width="1.5"/>
  ${paw(w * 0.04, pal.accent, `transform="translate(${cx} ${ruleY})"`)}
  ${textLines(fit.lines, cx, labelY, size, `text-anchor="middle" font-weight="bold" fill="${pal.ink}"`, lh)}
  <text x="${cx}" y="${tagBase.toFixed(1)}" text-anchor="middle" font-family="${FONT}" font-size="${tagSize.toFixed(1)}" letter-spacing="${(w * 0.008).toFixed(1)}" fill="${pal.muted}">${escapeXml('NATURAL CARE FOR DOGS')}</text>
</g>`;
}

function ridges(x0: number, x1: number, y0: number, y1: number, n: number, color: string): string {
  let s = '';
  for (let i = 1; i < n; i++) {
    const x = x0 + ((x1 - x0) * i) / n;
    s += `<line x1="${x.toFixed(1)}" y1="${y0}" x2="${x.toFixed(1)}" y2="${y1}" stroke="${color}" stroke-opacity="0.35" stroke-width="2"/>`;
  }
  return s;
}

function bottle(p: DemoProduct, pal: Palette, hue: number): Drawn {
  const body = hsl(hue, 30, 30);
  const cap = hsl(hue, 14, 16);
  const shape = 'M -120 -24 Q -120 0 -96 0 L 96 0 Q 120 0 120 -24 L 120 -300 C 120 -348 48 -350 46 -382 L 46 -396 L -46 -396 L -46 -382 C -48 -350 -120 -348 -120 -300 Z';
  const svg = `<path d="${shape}" fill="${body}"/>
  <rect x="-120" y="-278" width="240" height="242" fill="${pal.cream}"/>
  ${labelPanel(p, pal, 0, -157, 218, 228, 4, false)}
  <path d="${shape}" fill="url(#cyl)"/>
  <rect x="-54" y="-470" width="108" height="80" rx="9" fill="${cap}"/>
  ${ridges(-54, 54, -462, -398, 12, '#ffffff')}
  <rect x="-54" y="-470" width="108" height="80" rx="9" fill="url(#cyl)"/>
  <rect x="-58" y="-398" width="116" height="10" rx="4" fill="${cap}"/>`;
  return { svg, defs: SHADE_DEFS, width: 240, height: 470, labelCx: 0, labelCy: -160 };
}

function jar(p: DemoProduct, pal: Palette, hue: number): Drawn {
  const body = hsl(hue, 18, 96);
  const lid = pal.accent;
  const shape = 'M -150 -30 Q -150 0 -120 0 L 120 0 Q 150 0 150 -30 L 150 -288 Q 150 -306 132 -308 L -132 -308 Q -150 -306 -150 -288 Z';
  const svg = `<path d="${shape}" fill="${body}"/>
  <rect x="-150" y="-256" width="300" height="214" fill="${pal.cream}"/>
  <rect x="-150" y="-256" width="300" height="8" fill="${pal.accent}"/>
  <rect x="-150" y="-50" width="300" height="8" fill="${pal.accent}"/>
  ${labelPanel(p, pal, 0, -149, 250, 196, 0, false)}
  <path d="${shape}" fill="url(#cyl)"/>
  <rect x="-158" y="-376" width="316" height="74" rx="12" fill="${lid}"/>
  ${ridges(-158, 158, -368, -310, 30, '#000000')}
  <rect x="-158" y="-376" width="316" height="74" rx="12" fill="url(#cyl)"/>
  <rect x="-158" y="-376" width="316" height="10" rx="5" fill="#ffffff" fill-opacity="0.18"/>`;
  return { svg, defs: SHADE_DEFS, width: 316, height: 376, labelCx: 0, labelCy: -160 };
}

function pouch(p: DemoProduct, pal: Palette): Drawn {
  const kraft = hsl(33, 38, 66);
  const kraftDark = hsl(30, 32, 52);
  const shape = 'M -150 -450 L 150 -450 L 156 -60 Q 160 -6 118 0 L -118 0 Q -160 -6 -156 -60 Z';
  const svg = `<path d="${shape}" fill="${kraft}"/>
  <rect x="-150" y="-450" width="300" height="36" fill="${kraftDark}"/>
  ${ridges(-150, 150, -446, -418, 40, '#000000')}
  <path d="M -150 -432 l 10 5 l -10 5 Z" fill="#ffffff" fill-opacity="0.5"/>
  <line x1="-150" y1="-396" x2="150" y2="-396" stroke="${kraftDark}" stroke-width="3" stroke-dasharray="2 4"/>
  <path d="M -156 -60 Q -160 -6 -118 0 L 118 0 Q 160 -6 156 -60 Q 0 -20 -156 -60 Z" fill="#000" fill-opacity="0.08"/>
  <rect x="-120" y="-350" width="240" height="12" fill="${pal.accent}"/>
  ${labelPanel(p, pal, 0, -215, 240, 250, 6)}
  <rect x="-120" y="-88" width="240" height="12" fill="${pal.accent}"/>
  <path d="${shape}" fill="url(#cyl)" opacity="0.8"/>`;
  return { svg, defs: SHADE_DEFS, width: 316, height: 450, labelCx: 0, labelCy: -215 };
}

function tube(p: DemoProduct, pal: Palette, hue: number): Drawn {
  const body = hsl(hue, 20, 95);
  const shape = 'M -86 -64 L 86 -64 L 112 -418 L -112 -418 Z';
  const svg = `<path d="${shape}" fill="${body}"/>
  <path d="M -88 -100 L 88 -100 L 91 -140 L -91 -140 Z" fill="${pal.accent}"/>
  ${labelPanel(p, pal, 0, -262, 196, 200, 6)}
  <path d="${shape}" fill="url(#cyl)"/>
  <rect x="-116" y="-446" width="232" height="32" rx="3" fill="${body}"/>
  ${ridges(-116, 116, -442, -418, 46, '#000000')}
  <rect x="-116" y="-446" width="232" height="32" rx="3" fill="url(#cyl)"/>
  <path d="M -92 -68 L 92 -68 Q 98 -68 98 -58 L 98 -10 Q 98 0 88 0 L -88 0 Q -98 0 -98 -10 L -98 -58 Q -98 -68 -92 -68 Z" fill="${pal.accentDark}"/>
  <path d="M -92 -68 L 92 -68 Q 98 -68 98 -58 L 98 -10 Q 98 0 88 0 L -88 0 Q -98 0 -98 -10 L -98 -58 Q -98 -68 -92 -68 Z" fill="url(#cyl)"/>`;
  return { svg, defs: SHADE_DEFS, width: 232, height: 446, labelCx: 0, labelCy: -262 };
}

function box(p: DemoProduct, pal: Palette): Drawn {
  const front = pal.accent;
  const side = pal.accentDark;
  const top = hsl(0, 0, 100);
  const svg = `<rect x="-130" y="-400" width="260" height="400" fill="${front}"/>
  <path d="M 130 0 L 184 -34 L 184 -434 L 130 -400 Z" fill="${side}"/>
  <path d="M -130 -400 L -76 -434 L 184 -434 L 130 -400 Z" fill="${top}" fill-opacity="0.35"/>
  <path d="M -130 -400 L -76 -434 L 184 -434 L 130 -400 Z" fill="${front}" fill-opacity="0.65"/>
  <line x1="-130" y1="-388" x2="130" y2="-388" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>
  ${labelPanel(p, pal, 0, -215, 212, 250, 6)}
  ${paw(22, pal.cream, 'transform="translate(0 -46)" opacity="0.7"')}
  <rect x="-130" y="-400" width="260" height="400" fill="url(#boxlight)"/>`;
  const defs = `<linearGradient id="boxlight" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#fff" stop-opacity="0.14"/><stop offset="1" stop-color="#000" stop-opacity="0.08"/></linearGradient>`;
  return { svg, defs, width: 314, height: 434, labelCx: 0, labelCy: -215 };
}

export function drawContainer(p: DemoProduct, pal: Palette, hue: number): Drawn {
  switch (p.form) {
    case 'bottle':
      return bottle(p, pal, hue);
    case 'jar':
      return jar(p, pal, hue);
    case 'pouch':
      return pouch(p, pal);
    case 'tube':
      return tube(p, pal, hue);
    case 'box':
      return box(p, pal);
  }
}
