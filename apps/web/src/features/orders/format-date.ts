import { SHOP_TIME_ZONE } from '@canino/shared';

// Order times are shown on the shop's clock (India), whatever the device's time zone.
const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });
const dayTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });

/** 4 Mar 2025 */
export const formatOrderDate = (iso: string) => day.format(new Date(iso));

/** 4 Mar 2025, 3:12 pm */
export const formatOrderTime = (iso: string) => dayTime.format(new Date(iso));
