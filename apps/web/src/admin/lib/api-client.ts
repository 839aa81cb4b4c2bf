import { ApiError, apiRequest, type RequestOptions } from '../../lib/api-client';
import { invalidateQueries } from '../../lib/query';

/**
 * Calls under /admin/api/admin. A 401 means the admin session ended (expired, or logged out in another
 * tab): the panel is told, and shows the login form again.
 */
let sessionEnded: () => void = () => {};
export function onAdminSessionEnded(listener: () => void): void {
  sessionEnded = listener;
}

export async function adminRequest<T>(path: string, options: RequestOptions = {}) {
  try {
    return await apiRequest<T>(`/admin${path}`, options);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) sessionEnded();
    throw err;
  }
}

export const adminGet = async <T>(path: string, query?: RequestOptions['query']) => (await adminRequest<T>(path, { query })).data;

/** Cache keys of the panel's reads all start with this, so a logout can forget them together. */
export const ADMIN_KEY = 'admin:';

/** A list or record key: `admin:products:` + its filters. */
export const adminKey = (resource: string, params: object = {}) => `${ADMIN_KEY}${resource}:${JSON.stringify(params)}`;

/**
 * After a write the panel's lists refetch, and so does what the storefront has cached in this tab
 * (its catalog and the shop settings), so the owner sees the change on the shop at once.
 */
export function refreshAfterWrite(resource: string): void {
  invalidateQueries(`${ADMIN_KEY}${resource}`);
  invalidateQueries(`${ADMIN_KEY}dashboard`);
  // Every admin write is an entry in the audit log.
  invalidateQueries(`${ADMIN_KEY}audit`);
  invalidateQueries('catalog:');
  if (resource === 'settings') invalidateQueries('settings');
}
