import type { PublicShopSettings } from '@canino/shared';
import { apiGet } from '../../../lib/api-client';
import { takeEmbeddedData } from '../../../lib/embedded-answers';
import { useQuery } from '../../../lib/query';

/** The shop's contact details and social links, which the admin edits (header, footer, contact page). */
const settingsKey = 'settings';

const settingsPath = '/settings';
const getSettings = () => apiGet<PublicShopSettings>(settingsPath).then((r) => r.data);

// A page the server draws carries them (apps/api/src/http/page-preloads.ts), so its top bar and footer are drawn with them.
export const useSettings = () => useQuery(settingsKey, getSettings, { staleMs: 10 * 60_000, initialData: () => takeEmbeddedData<PublicShopSettings>(settingsPath) });

/** `+91 98765 43210` → `tel:+919876543210`. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
