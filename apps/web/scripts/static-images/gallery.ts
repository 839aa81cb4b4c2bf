/** Flat illustrated scenes (800x600) for the new-arrivals gallery, one style per category. */
import type { GalleryCategory } from '../../src/content/new-arrivals.js';
import { hsl, leaf, paw, sittingDog, sleepingDog, standingDog, STANDING_DOG_COLLAR, svgDoc, tree, type DogColours } from './kit.js';

const W = 800;
const H = 600;

const DOGS: DogColours[] = [
  { fur: hsl(32, 52, 52), dark: hsl(26, 40, 28), light: '#fffaf0' },
  { fur: hsl(24, 30, 30), dark: hsl(20, 30, 16), light: '#fffaf0' },
  { fur: hsl(38, 40, 80), dark: hsl(30, 30, 45), light: '#3b3024' },
  { fur: hsl(15, 20, 22), dark: hsl(15, 15, 10), light: '#fffaf0' },
  { fur: hsl(28, 55, 42), dark: hsl(22, 45, 22), light: '#fffaf0' },
];

const dogAt = (x: number, y: number, s: number, body: string, flip = false): string => `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})">${body}</g>`;

const shadow = (x: number, y: number, rx: number): string => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 0.09}" fill="#000" fill-opacity="0.12"/>`;

const bubbles = (pts: [number, number, number][]): string =>
  pts
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="0.75" stroke="#ffffff" stroke-width="2"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.22}" fill="#fff"/>`,
    )
    .join('');

function room(wall: string, wallDeep: string, floor: string): string {
  return `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${wallDeep}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#wall)"/><rect y="470" width="${W}" height="130" fill="${floor}"/>
  <rect y="466" width="${W}" height="8" fill="#000" fill-opacity="0.06"/>`;
}

function outdoors(sky1: string, sky2: string, hill1: string, hill2: string, sun: string): string {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="620" cy="130" r="56" fill="${sun}"/>
  <path d="M 0 380 Q 200 300 420 360 T 800 330 L 800 600 L 0 600 Z" fill="${hill1}"/>
  <path d="M 0 440 Q 260 380 520 430 T 800 420 L 800 600 L 0 600 Z" fill="${hill2}"/>`;
}

function grooming(v: number): string {
  const hue = [170, 20, 190][v % 3]!;
  const dog = DOGS[v % DOGS.length]!;
  const base = room(hsl(hue, 36, 90), hsl(hue, 30, 82), hsl(hue, 18, 72));
  const tiles = Array.from({ length: 9 }, (_, i) => `<line x1="${i * 100}" y1="0" x2="${i * 100}" y2="470" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`).join('');
  if (v % 3 === 0) {
    return `${base}${tiles}
    <rect x="70" y="150" width="170" height="14" rx="7" fill="${hsl(30, 30, 55)}"/>
    <rect x="90" y="96" width="40" height="56" rx="8" fill="${hsl(hue, 40, 40)}"/><rect x="98" y="84" width="24" height="14" rx="4" fill="${hsl(hue, 20, 20)}"/>
    <rect x="150" y="112" width="34" height="40" rx="6" fill="#fffaf0"/><rect x="196" y="120" width="30" height="32" rx="6" fill="${hsl(hue, 35, 60)}"/>
    ${dogAt(470, 470, 0.78, sittingDog(dog))}
    <path d="M 250 380 L 690 380 L 670 500 Q 660 540 620 540 L 320 540 Q 280 540 270 500 Z" fill="#fffdf8"/>
    <rect x="236" y="366" width="468" height="26" rx="13" fill="#ffffff"/><rect x="236" y="380" width="468" height="12" fill="#000" fill-opacity="0.05"/>
    <rect x="300" y="540" width="18" height="26" rx="6" fill="${hsl(hue, 20, 40)}"/><rect x="622" y="540" width="18" height="26" rx="6" fill="${hsl(hue, 20, 40)}"/>
    ${bubbles([
      [290, 350, 26],
      [330, 330, 18],
      [380, 352, 22],
      [560, 345, 24],
      [610, 330, 16],
      [650, 352, 20],
      [300, 230, 14],
      [620, 170, 18],
      [660, 260, 12],
      [330, 160, 10],
    ])}`;
  }
  const table = `<rect x="220" y="420" width="420" height="24" rx="8" fill="${hsl(hue, 25, 35)}"/>
    <rect x="260" y="444" width="16" height="110" fill="${hsl(hue, 15, 45)}"/><rect x="584" y="444" width="16" height="110" fill="${hsl(hue, 15, 45)}"/>
    <rect x="236" y="548" width="388" height="10" rx="5" fill="${hsl(hue, 15, 45)}"/>`;
  const brush = `<g transform="translate(640 300) rotate(-30)"><rect x="-16" y="20" width="32" height="120" rx="16" fill="${hsl(30, 35, 40)}"/>
    <rect x="-60" y="-70" width="120" height="96" rx="36" fill="${hsl(30, 35, 40)}"/><rect x="-48" y="-60" width="96" height="76" rx="28" fill="#fffaf0"/>
    ${Array.from({ length: 12 }, (_, i) => `<circle cx="${-33 + (i % 4) * 22}" cy="${-45 + Math.floor(i / 4) * 22}" r="4" fill="${hsl(30, 30, 30)}"/>`).join('')}</g>`;
  const comb = `<g transform="translate(150 330) rotate(20)"><rect x="-12" y="-90" width="24" height="180" rx="6" fill="${hsl(hue, 30, 96)}"/>
    ${Array.from({ length: 9 }, (_, i) => `<rect x="-40" y="${-82 + i * 19}" width="30" height="7" rx="3" fill="${hsl(hue, 30, 96)}"/>`).join('')}</g>`;
  const extra =
    v % 3 === 2
      ? `${paw(18, hsl(30, 30, 45), 'transform="translate(120 530) rotate(80)" opacity="0.5"')}${paw(18, hsl(30, 30, 45), 'transform="translate(180 565) rotate(80)" opacity="0.4"')}
       <rect x="660" y="470" width="110" height="60" rx="10" fill="${hsl(hue, 45, 70)}"/><rect x="660" y="488" width="110" height="8" fill="#fff" fill-opacity="0.5"/>`
      : `<circle cx="150" cy="150" r="60" fill="#fff" fill-opacity="0.5"/><circle cx="150" cy="150" r="48" fill="${hsl(hue, 30, 80)}"/>`;
  return `${base}${tiles}${extra}${table}${dogAt(440, 420, 0.72, sittingDog(dog))}${brush}${comb}`;
}

function walking(v: number): string {
  const eve = v % 3 === 1;
  const base = eve
    ? outdoors(hsl(20, 70, 82), hsl(40, 80, 90), hsl(100, 22, 58), hsl(96, 28, 48), hsl(28, 85, 72))
    : outdoors(hsl(200, 55, 86), hsl(45, 60, 93), hsl(110, 28, 66), hsl(100, 32, 54), hsl(45, 90, 78));
  const road = hsl(36, 40, 82);
  const path = `<path d="M 170 600 C 300 520 420 480 520 440 C 570 420 600 405 626 392 L 640 393 C 620 410 600 428 590 446 C 550 510 600 560 690 600 Z" fill="${road}"/>
    <path d="M 170 600 C 300 520 420 480 520 440 C 570 420 600 405 626 392" stroke="#000" stroke-opacity="0.05" stroke-width="6" fill="none"/>`;
  const trees = [
    [110, 420, 190],
    [210, 400, 130],
    [700, 400, 170],
    [770, 440, 120],
  ]
    .map(([x, y, h]) => `<g transform="translate(${x} ${y})">${tree(h!, hsl(110 + (x! % 3) * 8, 30, eve ? 38 : 42), hsl(28, 35, 32))}</g>`)
    .join('');
  const mountains = v % 3 === 2 ? `<path d="M 0 330 L 140 220 L 260 320 L 380 200 L 520 330 Z" fill="${hsl(210, 18, 74)}" opacity="0.8"/>` : '';
  const dog = DOGS[(v + 1) % DOGS.length]!;
  const lead = hsl(8, 55, 42);
  const [dx, dy, ds] = [400, 560, 0.78];
  const cx = dx + STANDING_DOG_COLLAR[0] * ds;
  const cy = dy + STANDING_DOG_COLLAR[1] * ds;
  return `${base.replace('<path d="M 0 380', `${mountains}<path d="M 0 380`)}${trees}${path}
    ${shadow(dx, dy, 130)}${dogAt(dx, dy, ds, standingDog(dog, 14, lead))}
    <path d="M ${cx} ${cy} Q ${cx + 60} ${cy - 150} ${cx + 170} -10" stroke="${lead}" stroke-width="6" fill="none" stroke-linecap="round"/>
    ${[0, 1, 2, 3].map((i) => leaf(40, hsl(100, 30, 40), `transform="translate(${40 + i * 36} 600) rotate(${-30 + i * 20})"`)).join('')}`;
}

function dayCare(v: number): string {
  if (v % 2 === 1) {
    const base = room(hsl(42, 55, 90), hsl(38, 45, 84), hsl(30, 30, 70));
    return `${base}<rect x="520" y="90" width="190" height="150" rx="10" fill="${hsl(200, 50, 85)}" stroke="#fff" stroke-width="10"/>
      <line x1="615" y1="90" x2="615" y2="240" stroke="#fff" stroke-width="8"/>
      <ellipse cx="380" cy="500" rx="230" ry="60" fill="${hsl(12, 45, 62)}"/><ellipse cx="380" cy="486" rx="196" ry="44" fill="${hsl(12, 40, 74)}"/>
      ${dogAt(400, 520, 0.9, sleepingDog(DOGS[2]!))}
      <circle cx="690" cy="520" r="30" fill="${hsl(45, 80, 60)}"/><path d="M 662 510 Q 690 530 718 510" stroke="#fff" stroke-width="4" fill="none"/>
      <g transform="translate(120 530) rotate(-20)"><rect x="-50" y="-12" width="100" height="24" rx="12" fill="${hsl(200, 40, 55)}"/>
      <circle cx="-52" cy="-14" r="16" fill="${hsl(200, 40, 55)}"/><circle cx="-52" cy="14" r="16" fill="${hsl(200, 40, 55)}"/><circle cx="52" cy="-14" r="16" fill="${hsl(200, 40, 55)}"/><circle cx="52" cy="14" r="16" fill="${hsl(200, 40, 55)}"/></g>
      <text x="200" y="260" font-family="'DejaVu Sans', sans-serif" font-weight="bold" font-size="44" fill="${hsl(30, 30, 50)}" fill-opacity="0.5">z z z</text>`;
  }
  const base = outdoors(hsl(195, 55, 86), hsl(50, 60, 93), hsl(95, 35, 64), hsl(90, 38, 55), hsl(45, 90, 76));
  const fence = Array.from(
    { length: 17 },
    (_, i) => `<path d="M ${i * 50 + 4} 420 L ${i * 50 + 4} 352 L ${i * 50 + 20} 336 L ${i * 50 + 36} 352 L ${i * 50 + 36} 420 Z" fill="#fffaf0"/>`,
  ).join('');
  return `${base}${fence}<rect y="362" width="${W}" height="12" fill="#fffaf0"/><rect y="396" width="${W}" height="12" fill="#fffaf0"/>
    <rect y="420" width="${W}" height="180" fill="${hsl(92, 38, 56)}"/>
    <rect x="560" y="380" width="12" height="140" fill="${hsl(0, 55, 60)}"/><rect x="700" y="380" width="12" height="140" fill="${hsl(0, 55, 60)}"/>
    <rect x="560" y="430" width="152" height="12" rx="6" fill="${hsl(45, 80, 60)}"/>
    ${shadow(300, 540, 140)}${dogAt(300, 540, 0.7, standingDog(DOGS[0]!, 18))}
    ${shadow(540, 560, 80)}${dogAt(560, 560, 0.48, sittingDog(DOGS[3]!))}
    <circle cx="420" cy="520" r="22" fill="${hsl(50, 85, 58)}"/><path d="M 400 512 Q 420 528 440 512" stroke="#fff" stroke-width="4" fill="none"/>
    <ellipse cx="140" cy="540" rx="54" ry="16" fill="${hsl(200, 60, 50)}"/><ellipse cx="140" cy="536" rx="34" ry="9" fill="${hsl(200, 60, 62)}"/>`;
}

function boarding(v: number): string {
  if (v % 2 === 0) {
    const base = outdoors(hsl(205, 50, 86), hsl(40, 55, 92), hsl(100, 28, 64), hsl(96, 32, 52), hsl(45, 90, 78));
    const roof = hsl(8, 45, 45);
    return `${base}<g transform="translate(330 520)">
      <rect x="-150" y="-200" width="300" height="200" fill="${hsl(32, 45, 70)}"/>
      ${Array.from({ length: 6 }, (_, i) => `<line x1="-150" y1="${-170 + i * 30}" x2="150" y2="${-170 + i * 30}" stroke="#000" stroke-opacity="0.08" stroke-width="3"/>`).join('')}
      <path d="M -190 -190 L 0 -330 L 190 -190 L 170 -170 L 0 -296 L -170 -170 Z" fill="${roof}"/><path d="M -170 -170 L 0 -296 L 170 -170 L 150 -200 L -150 -200 Z" fill="${hsl(32, 45, 70)}"/>
      <path d="M -70 0 L -70 -100 A 70 70 0 0 1 70 -100 L 70 0 Z" fill="${hsl(25, 35, 25)}"/>
      <rect x="-60" y="-250" width="120" height="34" rx="8" fill="#fffaf0"/>
      ${paw(12, roof, 'transform="translate(0 -233)"')}</g>
      ${dogAt(590, 540, 0.62, sittingDog(DOGS[4]!))}
      <ellipse cx="200" cy="545" rx="50" ry="14" fill="${hsl(200, 50, 45)}"/><ellipse cx="200" cy="541" rx="34" ry="8" fill="${hsl(30, 40, 50)}"/>
      ${[0, 1, 2].map((i) => leaf(60, hsl(105, 32, 40), `transform="translate(${720 + i * 18} 560) rotate(${-20 + i * 20})"`)).join('')}`;
  }
  const base = room(hsl(250, 25, 88), hsl(250, 20, 80), hsl(30, 28, 66));
  return `${base}<rect x="470" y="80" width="230" height="180" rx="12" fill="${hsl(230, 35, 30)}" stroke="#fffaf0" stroke-width="12"/>
    <circle cx="640" cy="140" r="28" fill="#fff6d8"/><circle cx="652" cy="130" r="24" fill="${hsl(230, 35, 30)}"/>
    ${[
      [510, 120],
      [560, 200],
      [600, 110],
      [530, 170],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="#fff6d8"/>`)
      .join('')}
    <line x1="585" y1="80" x2="585" y2="260" stroke="#fffaf0" stroke-width="8"/>
    <rect x="120" y="160" width="12" height="310" fill="${hsl(30, 20, 40)}"/><path d="M 70 160 L 182 160 L 160 90 L 92 90 Z" fill="${hsl(40, 70, 80)}"/>
    <ellipse cx="420" cy="505" rx="250" ry="64" fill="${hsl(250, 22, 50)}"/><ellipse cx="420" cy="490" rx="214" ry="46" fill="${hsl(250, 25, 68)}"/>
    ${dogAt(430, 522, 0.95, sleepingDog(DOGS[1]!))}
    <rect x="690" y="430" width="70" height="90" rx="10" fill="${hsl(30, 30, 50)}"/><rect x="690" y="430" width="70" height="16" rx="6" fill="${hsl(30, 30, 40)}"/>`;
}

function veterinary(v: number): string {
  const hue = v % 2 ? 150 : 195;
  const base = room(hsl(hue, 35, 91), hsl(hue, 28, 84), hsl(hue, 14, 74));
  const cross = `<g transform="translate(150 150)"><circle r="70" fill="#fff"/><rect x="-16" y="-46" width="32" height="92" rx="6" fill="${hsl(355, 55, 62)}"/><rect x="-46" y="-16" width="92" height="32" rx="6" fill="${hsl(355, 55, 62)}"/></g>`;
  const steth = `<g fill="none" stroke="${hsl(210, 20, 30)}" stroke-width="10" stroke-linecap="round">
    <path d="M 600 150 Q 600 300 660 300 Q 720 300 720 150"/><path d="M 660 300 L 660 380 Q 660 450 600 450"/></g>
    <circle cx="600" cy="150" r="10" fill="${hsl(210, 20, 30)}"/><circle cx="720" cy="150" r="10" fill="${hsl(210, 20, 30)}"/>
    <circle cx="590" cy="452" r="30" fill="${hsl(210, 15, 70)}" stroke="${hsl(210, 20, 30)}" stroke-width="8"/>`;
  const board =
    v % 2
      ? `<g transform="translate(110 250) rotate(-6)"><rect width="150" height="190" rx="12" fill="${hsl(30, 40, 50)}"/><rect x="14" y="24" width="122" height="152" rx="6" fill="#fffaf0"/>
       <rect x="50" y="10" width="50" height="24" rx="6" fill="${hsl(210, 15, 60)}"/>
       ${[0, 1, 2, 3].map((i) => `<path d="M 28 ${60 + i * 30} l 8 8 l 14 -16" stroke="${hsl(150, 45, 40)}" stroke-width="5" fill="none" stroke-linecap="round"/><rect x="60" y="${60 + i * 30}" width="62" height="8" rx="4" fill="${hsl(30, 15, 75)}"/>`).join('')}</g>`
      : '';
  return `${base}${v % 2 ? '' : cross}${board}
    <rect x="220" y="440" width="380" height="26" rx="10" fill="${hsl(hue, 15, 96)}"/><rect x="380" y="466" width="60" height="100" fill="${hsl(hue, 10, 60)}"/>
    <rect x="320" y="560" width="180" height="14" rx="7" fill="${hsl(hue, 10, 55)}"/>
    ${dogAt(420, 440, 0.68, sittingDog(DOGS[v % 2 ? 2 : 0]!))}${steth}
    <path d="M 720 510 C 700 490 680 510 700 530 L 720 550 L 740 530 C 760 510 740 490 720 510 Z" fill="${hsl(355, 55, 65)}"/>`;
}

export function galleryScene(category: GalleryCategory, variant: number): string {
  const body =
    category === 'Grooming'
      ? grooming(variant)
      : category === 'Walking'
        ? walking(variant)
        : category === 'Day Care'
          ? dayCare(variant)
          : category === 'Boarding'
            ? boarding(variant)
            : veterinary(variant);
  return svgDoc(W, H, body);
}
