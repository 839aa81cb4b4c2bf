import type { ExpiringBatches, RecallEmailInput, RecallEmailResult, RecallResult } from '@canino/shared';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey, adminRequest, refreshAfterWrite } from '../../../lib/api-client';

/** Keyed under 'products', so a receipt of stock refreshes it. `days` null: the server's default. */
export const useExpiringBatches = (days: number | null) =>
  useQuery(adminKey('products', { expiring: days }), () => adminGet<ExpiringBatches>('/batches/expiring', days === null ? {} : { days }));

/** Nothing is asked until a batch number is entered. */
export const useRecall = (batchNo: string | null) =>
  useQuery(batchNo === null ? null : adminKey('orders', { recall: batchNo }), () => adminGet<RecallResult>('/batches/recall', { batchNo: batchNo! }));

/** One email per order still holding packs of the batch and not told before; the recall's list refetches. */
export async function emailRecall(input: RecallEmailInput) {
  const res = await adminRequest<RecallEmailResult>('/batches/recall/email', { method: 'POST', body: input });
  refreshAfterWrite('orders');
  return res;
}
