import { z } from 'zod';
import { DELIVERY_ZONES, checkoutSettings, indianStateName, parseRupees, rupeesText, type CheckoutSettings, type DeliveryZone } from '@canino/shared';

/**
 * The owner's "Delivery & COD" form: amounts in rupees and lists as lines of text, as they are typed;
 * the API's shape (paise, arrays) is checked by the shared `checkoutSettings` schema on the way out.
 */
const amount = z
  .string()
  .trim()
  .refine((v) => parseRupees(v) !== null, 'Enter rupees, for example 75 or 49.50');
const optionalAmount = z
  .string()
  .trim()
  .refine((v) => v === '' || parseRupees(v) !== null, 'Enter rupees, for example 999, or leave it empty');
/** Rupees as typed, in paise (digit by digit, never through floats); the schema above has checked them. */
const paise = (rupees: string) => parseRupees(rupees) ?? Number.NaN;
const days = z
  .string()
  .trim()
  .regex(/^\d{1,2}$/, 'Enter whole days');

export const checkoutSettingsForm = z.object({
  fee: amount,
  freeAbove: optionalAmount,
  originPincode: z.string(),
  dispatchWeekdays: z.array(z.string()),
  cutoff: z.string(),
  holidays: z.string(),
  transitDays: z.object(Object.fromEntries(DELIVERY_ZONES.map((zone) => [zone, days])) as Record<DeliveryZone, typeof days>),
  noDeliveryPincodes: z.string(),
  codEnabled: z.boolean(),
  codMax: amount,
  codFee: amount,
  codRefusedPincodes: z.string(),
  codRefusedStates: z.string(),
  codMaxOpen: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, 'Enter a whole number'),
  codRtoThreshold: z
    .string()
    .trim()
    .regex(/^(\d{1,3})?$/, 'Enter a whole percent, or leave it empty for no limit'),
  codRtoMinOrders: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, 'Enter a whole number of orders'),
});
export type CheckoutSettingsForm = z.infer<typeof checkoutSettingsForm>;

/** One entry a line; commas work too, as owners paste lists from spreadsheets. */
const entries = (text: string) =>
  text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);

export function checkoutSettingsFormValues(s: CheckoutSettings): CheckoutSettingsForm {
  return {
    fee: rupeesText(s.shipping.feePaise),
    freeAbove: s.shipping.freeAbovePaise === null ? '' : rupeesText(s.shipping.freeAbovePaise),
    originPincode: s.delivery.originPincode,
    dispatchWeekdays: s.delivery.dispatchWeekdays.map(String),
    cutoff: s.delivery.cutoff,
    holidays: s.delivery.holidays.join('\n'),
    transitDays: Object.fromEntries(DELIVERY_ZONES.map((z) => [z, String(s.delivery.transitDays[z])])) as Record<DeliveryZone, string>,
    noDeliveryPincodes: s.delivery.noDeliveryPincodes.join('\n'),
    codEnabled: s.cod.enabled,
    codMax: rupeesText(s.cod.maxOrderPaise),
    codFee: rupeesText(s.cod.feePaise),
    codRefusedPincodes: s.cod.refusedPincodes.join('\n'),
    codRefusedStates: s.cod.refusedStates.join('\n'),
    codMaxOpen: String(s.cod.maxOpenOrdersPerPhone),
    codRtoThreshold: s.cod.rtoThresholdPercent === null ? '' : String(s.cod.rtoThresholdPercent),
    codRtoMinOrders: String(s.cod.rtoMinOrders),
  };
}

/** The API's settings from the form; states are matched by name or code ("kerala", "KL"). */
export function toCheckoutSettings(v: CheckoutSettingsForm): CheckoutSettings {
  return {
    shipping: { feePaise: paise(v.fee), freeAbovePaise: v.freeAbove === '' ? null : paise(v.freeAbove) },
    delivery: {
      originPincode: v.originPincode.trim(),
      dispatchWeekdays: v.dispatchWeekdays.map(Number).sort((a, b) => a - b),
      cutoff: v.cutoff,
      holidays: entries(v.holidays),
      transitDays: Object.fromEntries(DELIVERY_ZONES.map((z) => [z, Number(v.transitDays[z])])) as Record<DeliveryZone, number>,
      noDeliveryPincodes: entries(v.noDeliveryPincodes),
    },
    cod: {
      enabled: v.codEnabled,
      maxOrderPaise: paise(v.codMax),
      feePaise: paise(v.codFee),
      refusedPincodes: entries(v.codRefusedPincodes),
      refusedStates: entries(v.codRefusedStates).map((s) => indianStateName(s) ?? s),
      maxOpenOrdersPerPhone: Number(v.codMaxOpen),
      rtoThresholdPercent: v.codRtoThreshold.trim() === '' ? null : Number(v.codRtoThreshold),
      rtoMinOrders: Number(v.codRtoMinOrders),
    },
  };
}

/** Where the API's (and the shared schema's) field paths show on this form: `delivery.holidays.2` → `holidays`. */
const FORM_FIELD: Record<string, keyof CheckoutSettingsForm | `transitDays.${DeliveryZone}`> = {
  'shipping.feePaise': 'fee',
  'shipping.freeAbovePaise': 'freeAbove',
  'delivery.originPincode': 'originPincode',
  'delivery.dispatchWeekdays': 'dispatchWeekdays',
  'delivery.cutoff': 'cutoff',
  'delivery.holidays': 'holidays',
  'delivery.noDeliveryPincodes': 'noDeliveryPincodes',
  'cod.enabled': 'codEnabled',
  'cod.maxOrderPaise': 'codMax',
  'cod.feePaise': 'codFee',
  'cod.refusedPincodes': 'codRefusedPincodes',
  'cod.refusedStates': 'codRefusedStates',
  'cod.maxOpenOrdersPerPhone': 'codMaxOpen',
  'cod.rtoThresholdPercent': 'codRtoThreshold',
  'cod.rtoMinOrders': 'codRtoMinOrders',
  ...Object.fromEntries(DELIVERY_ZONES.map((z) => [`delivery.transitDays.${z}`, `transitDays.${z}`])),
};

export function formFieldOf(apiPath: string): (typeof FORM_FIELD)[string] | undefined {
  const path = apiPath.split('.');
  // The longest known prefix: list items (`.3`) report on their list's field.
  for (let n = path.length; n > 0; n--) {
    const field = FORM_FIELD[path.slice(0, n).join('.')];
    if (field) return field;
  }
  return undefined;
}

/** The shared schema's verdict on the form's result, as form-field messages (empty when it passes). */
export function checkoutSettingsErrors(v: CheckoutSettingsForm): { field: string; message: string }[] {
  const parsed = checkoutSettings.safeParse(toCheckoutSettings(v));
  if (parsed.success) return [];
  return parsed.error.issues.flatMap((i) => {
    const field = formFieldOf(i.path.join('.'));
    return field ? [{ field, message: i.message }] : [];
  });
}
