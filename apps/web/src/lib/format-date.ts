import { formatShopDate, formatShopDateTime } from '@canino/shared';

// Order times are shown on the shop's clock (India), whatever the device's time zone.

/** 4 Mar 2025 */
export const formatOrderDate = (iso: string) => formatShopDate(new Date(iso));

/** 4 Mar 2025, 3:12 pm */
export const formatOrderTime = (iso: string) => formatShopDateTime(new Date(iso));

/** A calendar day in India (YYYY-MM-DD, as delivery dates are kept): 4 Mar 2025 */
export const formatShopDay = (day: string) => formatShopDate(new Date(`${day}T12:00:00+05:30`));
