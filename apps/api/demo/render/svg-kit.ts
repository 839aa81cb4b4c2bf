/** Small SVG helpers shared by the seed image renderers (pure functions). */

export const FONT = "'DejaVu Sans', sans-serif";

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** HSL (h 0-360, s/l 0-100) to #rrggbb; librsvg-safe. */
export function hsl(h: number, s: number, l: number): string {
  const hh = (((h % 360) + 360) % 360) / 360;
  const ss = Math.max(0, Math.min(100, s)) / 100;
  const ll = Math.max(0, Math.min(100, l)) / 100;
  const q = ll < 0.5 ? ll * (1 + ss) : ll + ss - ll * ss;
  const p = 2 * ll - q;
  const ch = (t: number): string => {
    let x = t;
    if (x < 0) x += 1;
    if (x > 1) x -= 1;
    let v = p;
    if (x < 1 / 6) v = p + (q - p) * 6 * x;
    else if (x < 1 / 2) v = q;
    else if (x < 2 / 3) v = p + (q - p) * (2 / 3 - x) * 6;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${ch(hh + 1 / 3)}${ch(hh)}${ch(hh - 1 / 3)}`;
}

export interface Palette {
  bgLight: string;
  bgMid: string;
  bgDeep: string;
  accent: string;
  accentDark: string;
  accentSoft: string;
  cream: string;
  ink: string;
  muted: string;
  leaf: string;
  leafLight: string;
}

export function palette(hue: number): Palette {
  return {
    bgLight: hsl(hue, 38, 96),
    bgMid: hsl(hue, 30, 89),
    bgDeep: hsl(hue, 24, 80),
    accent: hsl(hue, 36, 40),
    accentDark: hsl(hue, 34, 26),
    accentSoft: hsl(hue, 40, 74),
    cream: hsl(40, 45, 97),
    ink: hsl(hue, 22, 17),
    muted: hsl(hue, 12, 45),
    leaf: hsl(105, 26, 42),
    leafLight: hsl(95, 30, 62),
  };
}

/** Deterministic 0..1 pseudo-random generator seeded from a string. */
export function seeded(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

/** Paw print centred at (0,0), about 2*r wide. */
export function paw(r: number, fill: string, extra = ''): string {
  const t = r * 0.34;
  return `<g fill="${fill}" ${extra}>
  <ellipse cx="0" cy="${r * 0.28}" rx="${r * 0.62}" ry="${r * 0.5}"/>
  <ellipse cx="${-r * 0.72}" cy="${-r * 0.28}" rx="${t}" ry="${t * 1.25}" transform="rotate(-20 ${-r * 0.72} ${-r * 0.28})"/>
  <ellipse cx="${-r * 0.26}" cy="${-r * 0.72}" rx="${t}" ry="${t * 1.3}" transform="rotate(-6 ${-r * 0.26} ${-r * 0.72})"/>
  <ellipse cx="${r * 0.26}" cy="${-r * 0.72}" rx="${t}" ry="${t * 1.3}" transform="rotate(6 ${r * 0.26} ${-r * 0.72})"/>
  <ellipse cx="${r * 0.72}" cy="${-r * 0.28}" rx="${t}" ry="${t * 1.25}" transform="rotate(20 ${r * 0.72} ${-r * 0.28})"/>
</g>`;
}

/** Leaf with a midrib, base at (0,0), pointing up, length len. */
export function leaf(len: number, fill: string, vein: string, extra = ''): string {
  const w = len * 0.42;
  return `<g ${extra}><path d="M0 0 C ${-w} ${-len * 0.3} ${-w * 0.8} ${-len * 0.8} 0 ${-len} C ${w * 0.8} ${-len * 0.8} ${w} ${-len * 0.3} 0 0 Z" fill="${fill}"/>
<path d="M0 ${-len * 0.05} Q ${len * 0.04} ${-len * 0.5} 0 ${-len * 0.92}" stroke="${vein}" stroke-width="${Math.max(1, len * 0.03)}" fill="none" stroke-linecap="round"/></g>`;
}

/** Approximate advance width of DejaVu Sans text (em units per char). */
function textWidth(text: string, size: number, bold = true): number {
  let w = 0;
  for (const c of text) {
    if (c === ' ') w += 0.32;
    else if ("iljtfI.,:;!|'".includes(c)) w += 0.36;
    else if (c >= 'A' && c <= 'Z') w += bold ? 0.78 : 0.7;
    else if ('mwMW'.includes(c)) w += bold ? 1.0 : 0.92;
    else if (c >= '0' && c <= '9') w += bold ? 0.7 : 0.64;
    else w += bold ? 0.66 : 0.6;
  }
  return w * size;
}

/** Greedy word wrap to lines of at most maxWidth at the given size. */
export function wrap(text: string, size: number, maxWidth: number, bold = true): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    const next = cur ? `${cur} ${w}` : w;
    if (cur && textWidth(next, size, bold) > maxWidth) {
      lines.push(cur);
      cur = w;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  return lines;
}

/** Like wrap, but evens out line lengths (no lonely last word) without adding lines. */
export function balancedWrap(text: string, size: number, maxWidth: number, bold = true): string[] {
  const lines = wrap(text, size, maxWidth, bold);
  if (lines.length < 2) return lines;
  let lo = maxWidth * 0.4;
  let hi = maxWidth;
  for (let i = 0; i < 12; i++) {
    const mid = (lo + hi) / 2;
    if (wrap(text, size, mid, bold).length > lines.length) lo = mid;
    else hi = mid;
  }
  return wrap(text, size, hi, bold);
}

/** Pick lines (1-2) and a font size so the text fits maxWidth. */
export function fitLabel(text: string, maxWidth: number, maxSize: number): { lines: string[]; size: number } {
  const words = text.split(/\s+/).filter(Boolean);
  if (textWidth(text, maxSize) <= maxWidth || words.length === 1) {
    return { lines: [text], size: Math.min(maxSize, (maxSize * maxWidth) / textWidth(text, maxSize)) };
  }
  let best = { lines: [text], size: (maxSize * maxWidth) / textWidth(text, maxSize) };
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const widest = Math.max(...lines.map((l) => textWidth(l, maxSize)));
    const size = Math.min(maxSize, (maxSize * maxWidth) / widest);
    if (size > best.size) best = { lines, size };
  }
  return best;
}

/** <text> element(s) for lines centred or left-aligned at x, first baseline y. */
export function textLines(lines: string[], x: number, y: number, size: number, attrs: string, lineHeight = 1.18): string {
  return lines
    .map((l, i) => `<text x="${x}" y="${(y + i * size * lineHeight).toFixed(1)}" font-family="${FONT}" font-size="${size.toFixed(1)}" ${attrs}>${escapeXml(l)}</text>`)
    .join('\n');
}

export function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
