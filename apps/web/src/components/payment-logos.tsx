import { useAfterFirstPaint } from './use-after-paint';

/** The payment methods the shop accepts, as the neutral marks in /images/payments/. */
const LOGOS = [
  { file: 'upi', label: 'UPI', width: 72 },
  { file: 'visa', label: 'Visa', width: 72 },
  { file: 'mastercard', label: 'Mastercard', width: 130 },
  { file: 'rupay', label: 'RuPay', width: 80 },
  { file: 'netbanking', label: 'Net Banking', width: 128 },
];

/** The marks load after the page's first paint (they are never what it waits for); each keeps its place meanwhile. */
export function PaymentLogos({ className, height = 28 }: { className?: string; height?: number }) {
  const shown = useAfterFirstPaint();
  return (
    <ul className={className} aria-label="Payment methods we accept" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', margin: 0, padding: 0, listStyle: 'none' }}>
      {LOGOS.map((p) => {
        const width = Math.round((p.width * height) / 40);
        return (
          <li key={p.file} style={{ width, height }}>
            {shown && <img src={`/images/payments/${p.file}.svg`} alt={p.label} width={width} height={height} loading="lazy" />}
          </li>
        );
      })}
    </ul>
  );
}
