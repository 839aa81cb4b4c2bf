import { errorMessage, type ApiResult } from '../../lib/api-client';
import { notify } from '../../lib/toast';

/** Runs a write and toasts its outcome: the server's message on success, the reason on failure. */
export async function withToast<T>(work: Promise<ApiResult<T>>, fallback = 'Saved'): Promise<ApiResult<T> | undefined> {
  try {
    const res = await work;
    notify.success(res.message || fallback);
    return res;
  } catch (err) {
    notify.error(errorMessage(err));
    return undefined;
  }
}
