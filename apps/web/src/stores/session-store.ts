import { STORAGE_KEYS, type UserRecord } from '@canino/shared';
import { ApiError, apiGet, apiPost, onSessionExpired } from '../lib/api-client';
import { createLocalStore } from '../lib/local-store';
import { clearQueries } from '../lib/query';

/**
 * The logged-in customer. `canino_user` in localStorage keeps the spec's user record so the header can
 * greet the customer at once, but the httpOnly session cookie is the truth: `refreshSession` asks the
 * server at start and replaces or forgets the record.
 */

const TEXT_FIELDS = ['cusName', 'cusMobile', 'cusEmail', 'pet_name', 'breed', 'age', 'weight'] as const;

function parseUser(raw: unknown): UserRecord | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.cusID !== 'number' || !TEXT_FIELDS.every((f) => typeof r[f] === 'string')) return null;
  return { ...(r as unknown as UserRecord), petImg: typeof r.petImg === 'string' ? r.petImg : null };
}

const store = createLocalStore<UserRecord | null>(STORAGE_KEYS.user, parseUser, (v) => v === null);

export const useUser = store.use;

/**
 * The customer as the store holds it now, for a click handler: a part of the page hydrated by the click
 * itself still renders with the guest's value (what the server drew), and a logged-in customer's tap
 * on it must not be taken for a guest's.
 */
export const getUser = store.get;

/** Saves the record the server returned (login, profile update). */
export function setUser(user: UserRecord): void {
  store.set(user);
}

/** Per-customer cached data (wishlist, orders, addresses) is keyed under this prefix. */
export const customerKey = (cusID: number, what: string) => `customer:${cusID}:${what}`;

function forgetUser(): void {
  store.set(null);
  clearQueries('customer:');
}

/**
 * Asks the server whether the saved customer's session is still alive, and takes its fresh record.
 * Without a saved record there is nobody to check (logins always save one), so visitors make no call.
 * A network failure keeps what we have; the next call will tell.
 */
export async function refreshSession(): Promise<void> {
  if (!store.get()) return;
  try {
    const { data } = await apiGet<UserRecord>('/me');
    store.set(data);
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 404)) forgetUser();
  }
}

/** Ends the session on the server, then forgets the customer here. Rejects with a message on failure. */
export async function logout(): Promise<string> {
  const { message } = await apiPost<unknown>('/auth_logout');
  forgetUser();
  return message;
}

// A 401 on a customer's call means the cookie expired or was revoked: stop showing them as logged in.
onSessionExpired(() => {
  if (store.get()) forgetUser();
});

/** Where to send a visitor who must log in first; the login page brings them back to `next`. */
export function loginPath(next?: string): string {
  return withNext('/login', next);
}

/** The sign-up page; the new customer, logged in by it, goes back to `next`. */
export function signUpPath(next?: string): string {
  return withNext('/sign-up', next);
}

const withNext = (page: string, next: string | undefined) => (next && next !== '/' ? `${page}?next=${encodeURIComponent(next)}` : page);

/** A backslash (read as a slash) or a control character (stripped by browsers before reading the URL). */
const leavesThePath = (ch: string) => ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f;

/** Any origin will do: only whether a path stays on it matters. */
const HERE = 'https://shop.invalid';

/**
 * The `next` of a login or sign-up URL, only if it is a path on this site: never another origin, whether
 * written `//host`, `/\host` (browsers read a backslash as a slash), with a scheme, or with control
 * characters a browser strips before reading it. Anything else is home.
 */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || [...next].some(leavesThePath)) return '/';
  let url: URL;
  try {
    url = new URL(next, HERE);
  } catch {
    return '/';
  }
  return url.origin === HERE ? url.pathname + url.search + url.hash : '/';
}
