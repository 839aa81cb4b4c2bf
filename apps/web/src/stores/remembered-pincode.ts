import { useSyncExternalStore } from 'react';

/**
 * The shopper's pincode, remembered once given (at checkout or in the cart's delivery check) so the
 * cart can promise a date on the next visit. Only the pincode is kept: it names an area, not a person.
 */
const KEY = 'canino_pincode';
const listeners = new Set<() => void>();

function read(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberPincode(pin: string): void {
  if (read() === pin) return;
  try {
    localStorage.setItem(KEY, pin);
  } catch {
    // Private windows may refuse storage; the pincode is then only forgotten, nothing breaks.
  }
  listeners.forEach((l) => l());
}

export function useRememberedPincode(): string {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    () => '',
  );
}
