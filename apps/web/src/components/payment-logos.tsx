import type { ReactNode } from 'react';
import { useAfterFirstPaint } from './use-after-paint';

const INK = '#3a3a3a';
const ICON = '#5f6b6d';

/** A mark's word, in the style of all five. */
const word = (x: number, text: string, size: number, style?: { italic?: boolean; spacing?: number }) => (
  <text
    x={x}
    y={26}
    fontFamily="'DejaVu Sans', sans-serif"
    fontSize={size}
    fontWeight="bold"
    fill={INK}
    fontStyle={style?.italic ? 'italic' : undefined}
    letterSpacing={style?.spacing}
  >
    {text}
  </text>
);

/** The payment methods the shop accepts, as neutral, text-based marks (not the brands' artwork), 40 units high. */
const LOGOS: { key: string; label: string; width: number; body: ReactNode }[] = [
  {
    key: 'upi',
    label: 'UPI',
    width: 72,
    body: (
      <>
        <path d="M 14 10 L 22 20 L 14 30" stroke={ICON} strokeWidth={3} fill="none" strokeLinecap="round" strokeLinejoin="round" />
        {word(28, 'UPI', 16)}
      </>
    ),
  },
  { key: 'visa', label: 'Visa', width: 72, body: word(14, 'VISA', 17, { italic: true, spacing: 1 }) },
  {
    key: 'mastercard',
    label: 'Mastercard',
    width: 130,
    body: (
      <>
        <rect x={10} y={12} width={22} height={16} rx={3} fill="none" stroke={ICON} strokeWidth={2} />
        <line x1={10} y1={17} x2={32} y2={17} stroke={ICON} strokeWidth={2} />
        {word(38, 'Mastercard', 12)}
      </>
    ),
  },
  { key: 'rupay', label: 'RuPay', width: 80, body: word(12, 'RuPay', 16, { italic: true }) },
  {
    key: 'netbanking',
    label: 'Net Banking',
    width: 128,
    body: (
      <>
        <path d="M 10 16 L 21 9 L 32 16 Z M 12 18 h 4 v 10 h -4 Z M 19 18 h 4 v 10 h -4 Z M 26 18 h 4 v 10 h -4 Z M 10 29 h 22 v 3 h -22 Z" fill={ICON} />
        {word(38, 'Net Banking', 11)}
      </>
    ),
  },
];

/** Cash on Delivery's mark, shown while the owner offers it. */
const COD_LOGO = {
  key: 'cod',
  label: 'Cash on Delivery',
  width: 150,
  body: (
    <>
      <rect x={10} y={13} width={24} height={14} rx={2} fill="none" stroke={ICON} strokeWidth={2} />
      <circle cx={22} cy={20} r={3.5} fill="none" stroke={ICON} strokeWidth={2} />
      {word(40, 'Cash on Delivery', 11)}
    </>
  ),
};

/**
 * The accepted payment methods, drawn in the page rather than as SVG pictures: a browser makes each SVG
 * picture a document of its own, 8–16 ms apiece and 30–45 ms for a page's first on this phone-class
 * CPU (decision 035). Drawn after the page's first paint (never what it waits for); each keeps its place meanwhile.
 * `cod`: the owner offers cash on delivery (their delivery terms), so its mark is among them.
 */
export function PaymentLogos({ className, height = 28, cod = false }: { className?: string; height?: number; cod?: boolean }) {
  const shown = useAfterFirstPaint();
  return (
    <ul className={className} aria-label="Payment methods we accept" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', margin: 0, padding: 0, listStyle: 'none' }}>
      {(cod ? [...LOGOS, COD_LOGO] : LOGOS).map((p) => {
        const width = Math.round((p.width * height) / 40);
        return (
          <li key={p.key} style={{ width, height }}>
            {shown && (
              <svg width={width} height={height} viewBox={`0 0 ${p.width} 40`} role="img" aria-label={p.label} focusable="false">
                <rect x={0.75} y={0.75} width={p.width - 1.5} height={38.5} rx={6} fill="#ffffff" stroke="#d6d3cf" strokeWidth={1.5} />
                {p.body}
              </svg>
            )}
          </li>
        );
      })}
    </ul>
  );
}
