import type { CarrierEventCode } from '@canino/shared';

/**
 * Shiprocket's shipment status ids (the `sr-status` of a scan, `current_status_id` of a webhook) and
 * labels, in the shop's stages. Statuses before the pickup (AWB assigned, pickup scheduled, out for
 * pickup) and pickup errors move nothing and are left out.
 */
const BY_ID: Record<string, CarrierEventCode> = {
  '42': 'picked_up',
  '6': 'in_transit', // SHIPPED: handed over and manifested
  '18': 'in_transit',
  '38': 'in_transit', // REACHED AT DESTINATION HUB
  '17': 'out_for_delivery',
  '7': 'delivered',
  '21': 'delivery_failed', // UNDELIVERED
  '9': 'returning', // RTO INITIATED
  '14': 'returning', // RTO ACKNOWLEDGED
  '10': 'returning', // RTO DELIVERED
};

const BY_LABEL: [RegExp, CarrierEventCode][] = [
  [/^RTO/, 'returning'],
  [/UNDELIVERED/, 'delivery_failed'],
  [/OUT FOR DELIVERY/, 'out_for_delivery'],
  [/^DELIVERED/, 'delivered'],
  [/PICKED UP/, 'picked_up'],
  [/IN TRANSIT|SHIPPED|REACHED AT DESTINATION/, 'in_transit'],
];

export function shiprocketEventCode(id: string | number | null | undefined, label: string | null | undefined): CarrierEventCode | null {
  const byId = id === null || id === undefined ? undefined : BY_ID[String(id).trim()];
  if (byId) return byId;
  const text = (label ?? '').trim().toUpperCase();
  return BY_LABEL.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/**
 * Shiprocket writes times in India's clock without a zone, as `2023-05-19 15:32:17` or (a webhook's
 * `current_timestamp`) `23 05 2023 11:43:52`. Null for anything else.
 */
export function shiprocketTime(value: string | null | undefined): Date | null {
  const v = (value ?? '').trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(v);
  const dmy = /^(\d{2})[ -/](\d{2})[ -/](\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(v);
  const [y, mo, d, h, mi, s] = iso ? iso.slice(1) : dmy ? [dmy[3], dmy[2], dmy[1], dmy[4], dmy[5], dmy[6]] : [];
  if (!y) return null;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}+05:30`);
  return Number.isNaN(at.getTime()) ? null : at;
}
