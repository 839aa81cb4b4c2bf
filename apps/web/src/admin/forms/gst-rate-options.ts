import { GST_RATES } from '@canino/shared';

/** The GST rates as a select's options ("18 %"), for the product form and the by-category form. */
export const GST_RATE_OPTIONS = GST_RATES.map((r) => ({ value: String(r), label: `${r} %` }));
