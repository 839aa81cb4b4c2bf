import type { AuditEntry, AuditQuery, Paged } from '@canino/shared';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey } from '../../../lib/api-client';

/** The owner's search of the whole log. */
export const useAuditSearch = (q: Partial<AuditQuery>) => useQuery(adminKey('audit', q), () => adminGet<Paged<AuditEntry>>('/audit', q));
