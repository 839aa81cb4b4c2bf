import { get, type FieldErrors, type FieldValues, type Path, type UseFormSetError, type UseFormSetFocus } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's field messages (`errors: { owner_number: '…' }`) under the form's own fields.
 * `fields` maps each API field name the form shows to the form's name for it (owner_number → ownerNumber).
 * Returns whether any field got a message; when none did, the caller shows the error elsewhere (a toast).
 */
export function showServerFieldErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fields: Readonly<Record<string, Path<T>>>): boolean {
  if (!(err instanceof ApiError)) return false;
  let first = true;
  let shown = false;
  for (const [apiName, message] of Object.entries(err.fields)) {
    const name = fields[apiName];
    if (!name) continue;
    setError(name, { type: 'server', message }, { shouldFocus: first });
    first = false;
    shown = true;
  }
  return shown;
}

/**
 * handleSubmit's onInvalid for forms whose fields live in several components: react-hook-form focuses
 * the first field registered, which is not the first on screen when a child registers later. This
 * focuses the first invalid field in the order the form shows them (use with `shouldFocusError: false`).
 */
export function focusFirstInvalid<T extends FieldValues>(order: readonly Path<T>[], setFocus: UseFormSetFocus<T>) {
  return (errors: FieldErrors<T>) => {
    const first = order.find((name) => get(errors, name));
    if (first) setFocus(first);
  };
}
