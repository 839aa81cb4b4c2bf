import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from './icons';
import './form-alert.css';

/**
 * A message about a whole form (a failed login, a sent message) that stays until the next attempt,
 * unlike a toast; announced to screen readers as it appears.
 */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {tone === 'error' ? <AlertIcon size={20} /> : <CheckIcon size={20} />}
      <div className="form-alert__text">{children}</div>
    </div>
  );
}
