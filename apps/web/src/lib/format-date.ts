import { formatShopDate, formatShopDateTime } from '@canino/shared';

// Order times are shown on the shop's clock (India), whatever the device's time zone.

/** 4 Mar 2025 */
export const formatOrderDate = (iso: string) => formatShopDate(new Date(iso));

/** 4 Mar 2025, 3:12 pm */
export const formatOrderTime = (iso: string) => formatShopDateTime(new Date(iso));
