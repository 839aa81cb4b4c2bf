import { useState } from 'react';
import { ApiError, errorMessage, type ApiResult } from '../../lib/api-client';
import { notify } from '../../lib/toast';

/**
 * A form's send to the server: busy while it runs, the server's field errors kept for the fields that
 * show them, and the outcome toasted. `send` resolves to the result, or undefined when the server refused.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = async <T>(work: () => Promise<ApiResult<T>>, fallback = 'Saved'): Promise<ApiResult<T> | undefined> => {
    setErrors({});
    setBusy(true);
    try {
      const res = await work();
      notify.success(res.message || fallback);
      return res;
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      notify.error(errorMessage(err));
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, setErrors, send };
}
