import { useSyncExternalStore } from 'react';
import type { AdminLoginInput, AdminUser } from '@canino/shared';
import { apiRequest } from '../../lib/api-client';
import { clearQueries } from '../../lib/query';
import { ADMIN_KEY, adminRequest, onAdminSessionEnded } from './api-client';

/**
 * Who is signed in to the panel: `undefined` while the first /me is under way, `null` when nobody is.
 * The httpOnly cookie is the truth; this only mirrors what the server said last.
 */
let current: AdminUser | null | undefined;
const listeners = new Set<() => void>();

function set(next: AdminUser | null): void {
  current = next;
  if (next === null) clearQueries(ADMIN_KEY);
  listeners.forEach((l) => l());
}

onAdminSessionEnded(() => set(null));

export function useAdmin(): AdminUser | null | undefined {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}

export async function loadAdmin(): Promise<void> {
  try {
    set((await adminRequest<AdminUser>('/me')).data);
  } catch {
    set(null);
  }
}

export async function logInAdmin(input: AdminLoginInput): Promise<string> {
  // Not adminRequest: a 401 here is a wrong password, not an ended session.
  const { message, data } = await apiRequest<AdminUser>('/admin/login', { method: 'POST', body: input });
  set(data);
  return message;
}

export async function logOutAdmin(): Promise<void> {
  await apiRequest('/admin/logout', { method: 'POST', body: {} }).catch(() => undefined);
  set(null);
}
