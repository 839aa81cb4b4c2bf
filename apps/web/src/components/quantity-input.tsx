import { MIN_QUANTITY } from '@canino/shared';
import { useId } from 'react';
import './quantity-input.css';
import { useResetState } from '../lib/use-reset-state';

interface QuantityInputProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  /** Accessible name, e.g. 'Quantity of Joint Plus Chews'. */
  label: string;
  /** Show the label above the control (product page) or keep it for screen readers only (cart table). */
  showLabel?: boolean;
  disabled?: boolean;
}

/**
 * A quantity stepper (− number +) that never goes below 1 or above `max` (stock). Typing is allowed;
 * the number is committed on blur or Enter, so a half-typed value never reaches the cart.
 */
export function QuantityInput({ value, max, onChange, label, showLabel = false, disabled = false }: QuantityInputProps) {
  const id = useId();
  const [draft, setDraft] = useResetState(String(value));

  const commit = (raw: number) => {
    const next = Number.isFinite(raw) ? Math.min(Math.max(Math.trunc(raw), MIN_QUANTITY), Math.max(max, MIN_QUANTITY)) : value;
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className="qty">
      <label htmlFor={id} className={showLabel ? 'qty__label' : 'visually-hidden'}>
        {label}
      </label>
      <div className="qty__control">
        <button type="button" className="qty__step" aria-label="Decrease quantity" disabled={disabled || value <= MIN_QUANTITY} onClick={() => commit(value - 1)}>
          −
        </button>
        <input
          id={id}
          className="qty__input"
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={max}
          step={1}
          value={draft}
          disabled={disabled}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => commit(Number(draft))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit(Number(draft));
            }
          }}
        />
        <button type="button" className="qty__step" aria-label="Increase quantity" disabled={disabled || value >= max} onClick={() => commit(value + 1)}>
          +
        </button>
      </div>
    </div>
  );
}
