import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from './link';
import { Spinner } from './spinner';
import './button.css';

type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'danger';
type Size = 'sm' | 'md' | 'lg';

interface Look {
  variant?: ButtonVariant;
  size?: Size;
  block?: boolean;
}

export function buttonClass({ variant = 'primary', size = 'md', block = false }: Look, extra?: string): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, block && 'btn--block', extra].filter(Boolean).join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  Look & {
    /** Shows a spinner and blocks clicks while an action runs; the label stays for screen readers. */
    loading?: boolean;
    icon?: ReactNode;
    /** For focus kept where the user is, after an action that re-draws around the button. */
    ref?: Ref<HTMLButtonElement>;
  };

export function Button({ variant, size, block, loading = false, icon, className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, size, block }, className)} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <Spinner size="sm" label="" /> : icon}
      <span>{children}</span>
    </button>
  );
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, block, className, children, ...rest }: LinkProps & Look) {
  return (
    <Link className={buttonClass({ variant, size, block }, className)} {...rest}>
      {children}
    </Link>
  );
}

/** The round icon-only look, for links that need it (header icons); importing it brings the styles. */
export const ICON_BUTTON_CLASS = 'icon-btn';

/** A square button with only an icon; `label` is its accessible name and tooltip. */
export function IconButton({ label, className, children, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { label: string }) {
  return (
    <button type={type} className={[ICON_BUTTON_CLASS, className].filter(Boolean).join(' ')} aria-label={label} title={label} {...rest}>
      {children}
    </button>
  );
}
