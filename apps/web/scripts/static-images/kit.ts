/** SVG helpers for the storefront's static illustrations (pure functions). */

export const FONT = "'DejaVu Sans', sans-serif";

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** HSL (h 0-360, s/l 0-100) to #rrggbb. */
export function hsl(h: number, s: number, l: number): string {
  const hh = (((h % 360) + 360) % 360) / 360;
  const ss = s / 100;
  const ll = l / 100;
  const q = ll < 0.5 ? ll * (1 + ss) : ll + ss - ll * ss;
  const p = 2 * ll - q;
  const ch = (t0: number): string => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    let v = p;
    if (t < 1 / 6) v = p + (q - p) * 6 * t;
    else if (t < 1 / 2) v = q;
    else if (t < 2 / 3) v = p + (q - p) * (2 / 3 - t) * 6;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${ch(hh + 1 / 3)}${ch(hh)}${ch(hh - 1 / 3)}`;
}

export function svgDoc(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

export function text(x: number, y: number, size: number, s: string, attrs = ''): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" ${attrs}>${escapeXml(s)}</text>`;
}

/** Paw print centred at (0,0), about 2*r wide. */
export function paw(r: number, fill: string, extra = ''): string {
  const t = r * 0.34;
  const toe = (x: number, y: number, a: number): string => `<ellipse cx="${x}" cy="${y}" rx="${t}" ry="${t * 1.28}" transform="rotate(${a} ${x} ${y})"/>`;
  return `<g fill="${fill}" ${extra}><ellipse cx="0" cy="${r * 0.28}" rx="${r * 0.62}" ry="${r * 0.5}"/>
  ${toe(-r * 0.72, -r * 0.28, -20)}${toe(-r * 0.26, -r * 0.72, -6)}${toe(r * 0.26, -r * 0.72, 6)}${toe(r * 0.72, -r * 0.28, 20)}</g>`;
}

/** Leaf with midrib; base at (0,0), pointing up. */
export function leaf(len: number, fill: string, extra = ''): string {
  const w = len * 0.42;
  return `<g ${extra}><path d="M0 0 C ${-w} ${-len * 0.3} ${-w * 0.8} ${-len * 0.8} 0 ${-len} C ${w * 0.8} ${-len * 0.8} ${w} ${-len * 0.3} 0 0 Z" fill="${fill}"/>
  <path d="M0 ${-len * 0.05} Q ${len * 0.04} ${-len * 0.5} 0 ${-len * 0.92}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${Math.max(1, len * 0.03)}" fill="none" stroke-linecap="round"/></g>`;
}

/** Rounded tree: trunk plus canopy, base at (0,0). */
export function tree(h: number, canopy: string, trunk: string): string {
  return `<rect x="${-h * 0.04}" y="${-h * 0.45}" width="${h * 0.08}" height="${h * 0.45}" rx="${h * 0.03}" fill="${trunk}"/>
  <circle cx="0" cy="${-h * 0.62}" r="${h * 0.26}" fill="${canopy}"/><circle cx="${-h * 0.16}" cy="${-h * 0.5}" r="${h * 0.18}" fill="${canopy}"/>
  <circle cx="${h * 0.17}" cy="${-h * 0.48}" r="${h * 0.17}" fill="${canopy}"/>`;
}

export interface DogColours {
  fur: string;
  dark: string;
  light: string;
}

/** Sitting dog facing left; origin bottom centre, ~330 x 420. */
export function sittingDog(c: DogColours): string {
  return `<g fill="${c.fur}">
    <ellipse cx="40" cy="-112" rx="108" ry="112"/>
    <path d="M -62 -262 C -104 -190 -100 -96 -84 0 L 30 0 C 70 -60 118 -140 96 -206 C 74 -268 4 -300 -62 -262 Z"/>
    <path d="M -104 -318 L -44 -346 L 14 -236 L -78 -196 Z"/><circle cx="-78" cy="-344" r="54"/>
    <ellipse cx="-70" cy="-214" rx="46" ry="78" transform="rotate(12 -70 -214)"/>
    <path d="M -118 -372 L -172 -358 Q -196 -346 -184 -322 Q -176 -308 -158 -306 L -108 -300 Z"/>
    <rect x="-104" y="-214" width="40" height="210" rx="18"/><rect x="-58" y="-200" width="40" height="196" rx="18"/>
    <ellipse cx="-86" cy="-10" rx="34" ry="12"/><ellipse cx="-40" cy="-10" rx="30" ry="12"/><ellipse cx="70" cy="-12" rx="66" ry="14"/>
    <path d="M 136 -36 Q 196 -52 206 -132" stroke="${c.fur}" stroke-width="26" fill="none" stroke-linecap="round"/></g>
  <path d="M -66 -392 Q -22 -398 -22 -352 Q -26 -298 -52 -286 Q -72 -326 -66 -392 Z" fill="${c.dark}"/>
  <circle cx="-182" cy="-340" r="10" fill="${c.dark}"/><circle cx="-106" cy="-356" r="7" fill="${c.light}"/>`;
}

/** Standing/walking dog facing right; origin bottom centre, ~360 x 270. */
export function standingDog(c: DogColours, stride = 0, collar?: string): string {
  const leg = (x: number, a: number, w = 24): string => `<rect x="${x - w / 2}" y="-120" width="${w}" height="120" rx="${w / 2}" transform="rotate(${a} ${x} -120)"/>`;
  return `<g fill="${c.fur}">
    <path d="M -118 -150 Q -160 -190 -150 -236" stroke="${c.fur}" stroke-width="20" fill="none" stroke-linecap="round"/>
    ${leg(-88, stride)}${leg(-62, -stride)}${leg(82, -stride)}${leg(106, stride)}
    <ellipse cx="-10" cy="-140" rx="120" ry="50"/><ellipse cx="-78" cy="-128" rx="50" ry="48"/>
    <ellipse cx="88" cy="-140" rx="50" ry="58"/>
    <path d="M 70 -180 L 118 -252 L 162 -226 L 128 -140 Z"/><circle cx="140" cy="-250" r="40"/>
    <path d="M 160 -268 L 214 -256 Q 232 -246 222 -226 Q 214 -216 198 -216 L 152 -222 Z"/></g>
  <path d="M 128 -286 Q 96 -282 98 -244 Q 102 -206 120 -200 Q 138 -236 128 -286 Z" fill="${c.dark}"/>
  <circle cx="224" cy="-246" r="9" fill="${c.dark}"/><circle cx="168" cy="-258" r="6" fill="${c.light}"/>
  ${collar ? `<path d="M 100 -226 L 150 -196" stroke="${collar}" stroke-width="14" stroke-linecap="round"/><circle cx="136" cy="-200" r="6" fill="#e8c04a"/>` : ''}`;
}

/** Where a lead attaches to standingDog's collar, in the dog's local coordinates. */
export const STANDING_DOG_COLLAR: [number, number] = [140, -204];

/** Dog lying down, curled and asleep; origin bottom centre, ~340 x 170. */
export function sleepingDog(c: DogColours): string {
  return `<g fill="${c.fur}"><ellipse cx="20" cy="-62" rx="140" ry="62"/>
    <ellipse cx="-110" cy="-70" rx="64" ry="54"/><ellipse cx="-150" cy="-40" rx="50" ry="26"/>
    <path d="M 150 -40 Q 120 0 20 -6" stroke="${c.fur}" stroke-width="22" fill="none" stroke-linecap="round"/>
    <ellipse cx="-60" cy="-14" rx="70" ry="16"/></g>
  <path d="M -120 -116 Q -84 -124 -78 -84 Q -76 -52 -98 -40 Q -120 -70 -120 -116 Z" fill="${c.dark}"/>
  <path d="M -150 -76 Q -140 -68 -128 -76" stroke="${c.dark}" stroke-width="5" fill="none" stroke-linecap="round"/>
  <circle cx="-196" cy="-46" r="9" fill="${c.dark}"/>`;
}
