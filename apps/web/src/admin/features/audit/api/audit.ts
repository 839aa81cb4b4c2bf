import type { AuditEntry, AuditQuery, Paged } from '@canino/shared';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey } from '../../../lib/api-client';

/**
 * One record's log (`/products/12/audit`, `/settings/audit`), keyed under its resource (the path's first
 * part), so the write that refreshes the record refreshes its history too.
 */
export const useEntityAudit = (path: string, page: number) => useQuery(adminKey(path.split('/')[1]!, { audit: path, page }), () => adminGet<Paged<AuditEntry>>(path, { page }));

/** The owner's search of the whole log. */
export const useAuditSearch = (q: Partial<AuditQuery>) => useQuery(adminKey('audit', q), () => adminGet<Paged<AuditEntry>>('/audit', q));
