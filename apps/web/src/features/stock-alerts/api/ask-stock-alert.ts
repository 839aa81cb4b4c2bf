import type { StockAlertInput } from '@canino/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /products/{id}/notify-me: the answer's message says where the email will go. */
export const askStockAlert = (productId: number, input: StockAlertInput) => apiPost<{ email: string | null }>(`/products/${productId}/notify-me`, input);
