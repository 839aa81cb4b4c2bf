import type { AuditEntry, Paged } from '@canino/shared';
import { useQuery } from '../../lib/query';
import { adminGet, adminKey } from './api-client';

/**
 * One record's log (`/products/12/audit`, `/settings/audit`), keyed under its resource (the path's first
 * part), so the write that refreshes the record refreshes its history too. Every record's page shows it.
 */
export const useEntityAudit = (path: string, page: number) => useQuery(adminKey(path.split('/')[1]!, { audit: path, page }), () => adminGet<Paged<AuditEntry>>(path, { page }));
