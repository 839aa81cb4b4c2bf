import { MSG } from '@canino/shared';

/** Every call of the shop lives under this prefix (the spec's `{host}/admin/api`). */
export const API_BASE = '/admin/api';

/** A failed call, always with a message a customer can read (never undefined). */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the shop could not be reached. */
    readonly status: number,
    /** Field name → message, when the server says which form fields are wrong. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A successful body: the spec's `{ status: 1, message?, data }`. */
export interface ApiResult<T> {
  message: string;
  data: T;
}

type Query = Record<string, string | number | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** A plain object is sent as JSON, FormData as multipart (the browser sets the boundary). */
  body?: FormData | object;
  signal?: AbortSignal;
  /** A call on the logged-in customer's behalf: a 401 means their session ended (see onSessionExpired). */
  asCustomer?: boolean;
  /** Extra request headers (e.g. `x-order-token`, which lets a guest read the order they placed). */
  headers?: Record<string, string>;
}

const FALLBACK_BY_STATUS: Record<number, string> = {
  401: MSG.loginToContinue,
  403: 'You are not allowed to do that.',
  404: 'We could not find what you asked for.',
  413: 'That upload is too large.',
  429: 'Too many attempts. Please wait a minute and try again.',
};

function fallbackMessage(status: number): string {
  return FALLBACK_BY_STATUS[status] ?? (status >= 500 ? 'Something went wrong on our side. Please try again.' : MSG.somethingWentWrong);
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/** Told when a customer call gets a 401, so the session store can forget a customer whose cookie expired. */
let sessionExpired: () => void = () => {};
export function onSessionExpired(listener: () => void): void {
  sessionExpired = listener;
}

/**
 * Calls the shop's API. Resolves with `{ message, data }` when the server says `status: 1`; otherwise
 * rejects with an ApiError carrying the server's message, or a human one when there is none (network
 * failure, a proxy's HTML error page, an empty body). The session cookie is httpOnly and same-origin.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const { method = options.body ? 'POST' : 'GET', query, body, signal, asCustomer, headers } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body && !isForm ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(MSG.networkError, 0);
  }

  const json = (await response.json().catch(() => null)) as { status?: unknown; message?: unknown; data?: unknown; errors?: unknown } | null;
  const message = typeof json?.message === 'string' && json.message ? json.message : '';
  if (response.ok && json?.status === 1) return { message, data: json.data as T };

  if (response.status === 401 && asCustomer) sessionExpired();
  const fields = json?.errors && typeof json.errors === 'object' ? (json.errors as Record<string, string>) : {};
  throw new ApiError(message || fallbackMessage(response.status), response.status, fields);
}

export const apiGet = <T>(path: string, query?: Query, signal?: AbortSignal) => apiRequest<T>(path, { query, signal });

export const apiPost = <T>(path: string, body: FormData | object = {}, options: Omit<RequestOptions, 'body'> = {}) => apiRequest<T>(path, { ...options, method: 'POST', body });

/** The message of any thrown value, for a toast. */
export function errorMessage(err: unknown): string {
  return err instanceof Error && err.message ? err.message : MSG.somethingWentWrong;
}

/** FormData from a plain record; `undefined` fields are left out, files are appended as they are. */
export function toFormData(fields: Record<string, string | number | Blob | undefined | null>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null) continue;
    form.append(k, v instanceof Blob ? v : String(v));
  }
  return form;
}
