import { formatINR, rupeesToPaise } from '@canino/shared';

/** Rupee amounts from the API or the saved cart, formatted through paise (₹1,299.00). */
export const formatRupees = (rupees: number) => formatINR(rupeesToPaise(rupees));
