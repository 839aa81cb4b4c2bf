import type { PublicShopSettings } from '@canino/shared';
import { apiGet } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** The shop's contact details and social links, which the admin edits (header, footer, contact page). */
const settingsKey = 'settings';

const getSettings = () => apiGet<PublicShopSettings>('/settings').then((r) => r.data);

export const useSettings = () => useQuery(settingsKey, getSettings, { staleMs: 10 * 60_000 });

/** `+91 98765 43210` → `tel:+919876543210`. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
