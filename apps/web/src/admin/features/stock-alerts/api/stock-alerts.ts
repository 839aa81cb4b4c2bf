import type { WaitingSize } from '@canino/shared';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey } from '../../../lib/api-client';

export const useWaitingSizes = () => useQuery(adminKey('stock-alerts', {}), () => adminGet<WaitingSize[]>('/stock-alerts'));
