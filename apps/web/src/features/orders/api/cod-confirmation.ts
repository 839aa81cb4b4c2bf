import type { CodAnswer, CodConfirmation, PaymentSession } from '@canino/shared';
import { apiRequest } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** The cash-on-delivery order the confirmation link names (POST /orders/cod-confirmation/read: the token stays out of every address). */
export const useCodConfirmation = (token: string) => useQuery(token ? `cod-confirmation:${token}` : null, () => readCodConfirmation(token));

/** The page's Confirm or Cancel (POST /orders/cod-confirmation). */
export const answerCodConfirmation = (token: string, answer: CodAnswer) => apiRequest<CodConfirmation>('/orders/cod-confirmation', { body: { token, answer } }).then((r) => r.data);

/** The page's "Pay now instead" (POST /orders/cod-confirmation/pay): the provider's checkout for the order less its COD fee. */
export const openPayNow = (token: string) => apiRequest<PaymentSession>('/orders/cod-confirmation/pay', { body: { token } }).then((r) => r.data);

/** The order as it stands after the payment window closed, read again. */
export const readCodConfirmation = (token: string) => apiRequest<CodConfirmation>('/orders/cod-confirmation/read', { body: { token } }).then((r) => r.data);
