import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * State that starts over from `initial` whenever `resetKey` changes (by default, when `initial` itself
 * changes): a field's draft follows a new value from outside, a menu closes on navigation. It is React's
 * "adjust state while rendering", so the reset shows in the same paint instead of an effect's second one.
 */
export function useResetState<T>(initial: T, resetKey: unknown = initial): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(initial);
  const [key, setKey] = useState(resetKey);
  if (!Object.is(key, resetKey)) {
    setKey(resetKey);
    setState(initial);
  }
  return [state, setState];
}
