import { AUTOSHIP_MAX_WEEKS, AUTOSHIP_MIN_WEEKS } from '@canino/shared';

/** The frequencies a shopper may choose, as a select's options: on the product page and in My Autoship. */
export const AUTOSHIP_WEEK_OPTIONS = Array.from({ length: AUTOSHIP_MAX_WEEKS - AUTOSHIP_MIN_WEEKS + 1 }, (_, i) => {
  const weeks = AUTOSHIP_MIN_WEEKS + i;
  return { value: String(weeks), label: `Every ${weeks} weeks` };
});
