import './stars.css';

/**
 * Five stars filled to `rating` (halves and tenths too), read out as "Rated 4.5 out of 5". Pure CSS
 * over one glyph row, so a card with stars costs no extra requests or icons.
 */
export function Stars({ rating, size = 'sm', label }: { rating: number; size?: 'sm' | 'md' | 'lg'; label?: string }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={label ?? `Rated ${rating} out of 5`}>
      <span className="stars__fill" style={{ width: `${percent}%` }} aria-hidden="true" />
    </span>
  );
}
