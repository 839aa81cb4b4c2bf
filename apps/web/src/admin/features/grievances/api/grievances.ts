import type { AdminGrievance, AdminGrievanceQuery, GrievanceReplyInput, Paged } from '@canino/shared';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey, adminRequest, refreshAfterWrite } from '../../../lib/api-client';

export const useGrievances = (q: Partial<AdminGrievanceQuery>) => useQuery(adminKey('grievances', q), () => adminGet<Paged<AdminGrievance>>('/grievances', q));

/** The officer's reply: emailed to the customer by the server, then the queue is read again. */
export async function replyToGrievance(id: number, input: GrievanceReplyInput) {
  const res = await adminRequest<AdminGrievance>(`/grievances/${id}/replies`, { method: 'POST', body: input });
  refreshAfterWrite('grievances');
  return res;
}
