import type { AdminJob, AdminJobList, AdminJobQuery } from '@canino/shared';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey, adminRequest, refreshAfterWrite } from '../../../lib/api-client';

export const useJobs = (q: Partial<AdminJobQuery>) => useQuery(adminKey('jobs', q), () => adminGet<AdminJobList>('/jobs', q));

export async function retryJob(id: number) {
  const res = await adminRequest<AdminJob>(`/jobs/${id}/retry`, { method: 'POST' });
  refreshAfterWrite('jobs');
  return res;
}
