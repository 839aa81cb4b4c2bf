import type { RecoveryCart } from '@canino/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /checkout/restore: the lines of a checkout left, by the token of its email's link. */
export const restoreCart = (token: string) => apiPost<RecoveryCart>('/checkout/restore', { token }).then((r) => r.data.lines);
