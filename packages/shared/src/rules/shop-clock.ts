/**
 * The shop's clock: India keeps one time all year (SHOP_TIME_ZONE, UTC+5:30, no daylight saving), so a
 * fixed offset gives its calendar and wall-clock time exactly, on any server or phone. Dates are written
 * here rather than through Intl.DateTimeFormat, whose first use with a time zone loads a browser's ICU
 * data: 40 ms of a phone's main thread before a review's date could show (decision 034).
 */
export const IST_OFFSET_MS = 330 * 60_000;

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** `at` moved to India's wall clock: its UTC fields read the time in India. */
const inIndia = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS);

/** The calendar date in India, YYYY-MM-DD, for printing and for grouping by day or month. */
export function indianDate(at: Date): string {
  return inIndia(at).toISOString().slice(0, 10);
}

/** en-IN's medium date spells September "Sept" (CLDR); the other months are as MONTHS has them. */
const EN_IN_MONTHS = MONTHS.map((m) => (m === 'Sep' ? 'Sept' : m));

/** "4 Mar 2025": the day in India, as en-IN's medium date writes it. */
export function formatShopDate(at: Date): string {
  const d = inIndia(at);
  return `${d.getUTCDate()} ${EN_IN_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "4 Mar 2025, 3:12 pm": the day and time in India, as en-IN's medium date and short time write them. */
export function formatShopDateTime(at: Date): string {
  const d = inIndia(at);
  const hours = d.getUTCHours();
  return `${formatShopDate(at)}, ${hours % 12 || 12}:${String(d.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}
