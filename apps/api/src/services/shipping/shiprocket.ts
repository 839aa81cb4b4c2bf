import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ShiprocketSettings } from '../../config-shipping';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type {
  BookedPickup,
  BookedShipment,
  CarrierEvent,
  CarrierWebhook,
  ShipmentRef,
  ReturnPickupRequest,
  ShipmentRequest,
  ShippingProvider,
} from '../../ports/shipping-provider';
import { shiprocketEventCode, shiprocketTime } from './shiprocket-status';

const UNREACHABLE = 'We could not reach Shiprocket. Please try again in a moment.';
const TIMEOUT_MS = 15_000;
/** Shiprocket's API token lives 10 days; a fresh one a day early leaves no call with a stale one. */
const TOKEN_TTL_MS = 9 * 24 * 60 * 60 * 1000;

const loginAnswer = z.object({ token: z.string().min(1) });
const orderAnswer = z.object({ order_id: z.union([z.number(), z.string()]), shipment_id: z.union([z.number(), z.string()]) });
const awbAnswer = z.object({
  awb_assign_status: z.number(),
  response: z
    .object({ data: z.object({ awb_code: z.union([z.string(), z.number()]).optional(), courier_name: z.string().optional(), awb_assign_error: z.string().optional() }) })
    .optional(),
  message: z.string().optional(),
});
const pickupAddresses = z.object({
  data: z.object({
    shipping_address: z.array(
      z.object({
        pickup_location: z.string(),
        name: z.string().nullish(),
        address: z.string(),
        address_2: z.string().nullish(),
        city: z.string(),
        state: z.string(),
        country: z.string().nullish(),
        pin_code: z.union([z.string(), z.number()]).transform(String),
        phone: z.union([z.string(), z.number()]).transform(String),
      }),
    ),
  }),
});
const labelAnswer = z.object({ label_created: z.number(), label_url: z.string().optional(), response: z.string().optional() });
const scan = z.object({
  date: z.string(),
  activity: z.string().nullish(),
  location: z.string().nullish(),
  'sr-status': z.union([z.string(), z.number()]).nullish(),
  'sr-status-label': z.string().nullish(),
});
const trackAnswer = z.object({
  tracking_data: z.object({ track_status: z.number().optional(), shipment_track_activities: z.array(scan).nullish(), error: z.string().optional() }),
});
const webhookBody = z.object({
  awb: z.union([z.string(), z.number()]).transform(String),
  current_status: z.string().nullish(),
  current_status_id: z.union([z.string(), z.number()]).nullish(),
  current_timestamp: z.string().nullish(),
  scans: z.array(scan).nullish(),
});

type Scan = z.infer<typeof scan>;

/** Scans in the shop's words; those that move nothing, or with a time that cannot be read, are left out. */
function eventsOf(scans: Scan[]): CarrierEvent[] {
  return scans.flatMap((s) => {
    const code = shiprocketEventCode(s['sr-status'], s['sr-status-label']);
    const at = shiprocketTime(s.date);
    return code && at ? [{ code, at, description: s.activity?.trim() || s['sr-status-label']?.trim() || '', location: s.location?.trim() ?? '' }] : [];
  });
}

/**
 * Shiprocket's public API (https://apidocs.shiprocket.in): an API user's email and password buy a token
 * (POST /v1/external/auth/login), then an adhoc order is created, an AWB assigned (Shiprocket picks the
 * courier by the seller's priority rules), the pickup requested, the label generated, and tracking read
 * by AWB. Its tracking webhook carries a shared token in `x-api-key`, not a signature.
 */
export class ShiprocketProvider implements ShippingProvider {
  readonly name = 'shiprocket' as const;
  private token: { value: string; until: number } | undefined;

  constructor(
    private readonly settings: ShiprocketSettings,
    private readonly log: Logger,
  ) {}

  async createShipment(r: ShipmentRequest): Promise<BookedShipment> {
    const a = r.deliverTo;
    const order = this.parse(
      orderAnswer,
      await this.call('POST', '/v1/external/orders/create/adhoc', {
        order_id: String(r.orderId),
        order_date: istDateTime(r.orderDate),
        pickup_location: this.settings.pickupLocation,
        billing_customer_name: a.firstName,
        billing_last_name: a.lastName,
        billing_address: a.address,
        billing_city: a.city,
        billing_pincode: a.pincode,
        billing_state: a.state,
        billing_country: a.country || 'India',
        billing_email: r.email,
        billing_phone: a.mobile,
        shipping_is_billing: true,
        order_items: r.items.map((i) => ({ name: i.name, sku: i.sku, units: i.quantity, selling_price: i.unitPricePaise / 100 })),
        // Shiprocket's courier collects sub_total + shipping_charges + transaction_charges − total_discount on a COD parcel.
        payment_method: r.charges.collectPaise > 0 ? 'COD' : 'Prepaid',
        sub_total: r.charges.subtotalPaise / 100,
        shipping_charges: r.charges.shippingPaise / 100,
        transaction_charges: r.charges.codFeePaise / 100,
        total_discount: r.charges.discountPaise / 100,
        length: r.lengthCm,
        breadth: r.breadthCm,
        height: r.heightCm,
        weight: r.weightGrams / 1000,
      }),
      'order',
    );
    const shipmentId = String(order.shipment_id);
    const { awb, courier } = await this.assignAwb(shipmentId, 'Shiprocket could not assign a courier');
    // The courier is asked to come for it; a refusal here (a holiday, a closed pickup point) leaves the
    // booking valid, and the owner can request the pickup from the Shiprocket panel.
    await this.call('POST', '/v1/external/courier/generate/pickup', { shipment_id: [shipmentId] }).catch((err: unknown) =>
      this.log.warn({ err, shipmentId }, 'Shiprocket pickup request failed'),
    );
    return {
      awb,
      courier,
      providerOrderId: String(order.order_id),
      providerShipmentId: shipmentId,
      courierTrackingUrl: `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`,
    };
  }

  /**
   * A return order (POST /v1/external/orders/create/return): the courier collects from the shopper and
   * delivers to the shop's pickup location, whose address is read from Shiprocket's own settings so it is
   * kept in one place; then its AWB is assigned as a return. Shiprocket schedules the pickup itself.
   */
  async bookReturnPickup(r: ReturnPickupRequest): Promise<BookedPickup> {
    const places = this.parse(pickupAddresses, await this.call('GET', '/v1/external/settings/company/pickup'), 'pickup addresses');
    const shop = places.data.shipping_address.find((p) => p.pickup_location === this.settings.pickupLocation);
    if (!shop) throw new AppError('CARRIER', `Shiprocket has no pickup location named “${this.settings.pickupLocation}” to send the return to`);
    const from = r.collectFrom;
    const order = this.parse(
      orderAnswer,
      await this.call('POST', '/v1/external/orders/create/return', {
        order_id: `R${r.returnId}`,
        order_date: istDateTime(new Date()),
        pickup_customer_name: from.firstName,
        pickup_last_name: from.lastName,
        pickup_address: from.address,
        pickup_city: from.city,
        pickup_state: from.state,
        pickup_country: from.country || 'India',
        pickup_pincode: from.pincode,
        pickup_email: r.email,
        pickup_phone: from.mobile,
        shipping_customer_name: shop.name || this.settings.pickupLocation,
        shipping_address: [shop.address, shop.address_2].filter(Boolean).join(', '),
        shipping_city: shop.city,
        shipping_state: shop.state,
        shipping_country: shop.country || 'India',
        shipping_pincode: shop.pin_code,
        shipping_phone: shop.phone,
        order_items: r.items.map((i) => ({ name: i.name, sku: i.sku, units: i.quantity, selling_price: i.unitPricePaise / 100 })),
        payment_method: 'Prepaid',
        sub_total: r.items.reduce((sum, i) => sum + i.unitPricePaise * i.quantity, 0) / 100,
        length: r.lengthCm,
        breadth: r.breadthCm,
        height: r.heightCm,
        weight: r.weightGrams / 1000,
      }),
      'return order',
    );
    return this.assignAwb(String(order.shipment_id), 'Shiprocket could not assign a courier to collect the return', { is_return: 1 });
  }

  /** Shiprocket picks the courier by the seller's rules and gives the AWB; a refusal names its reason after `refusal`. */
  private async assignAwb(shipmentId: string, refusal: string, extra: object = {}): Promise<BookedPickup> {
    const assigned = this.parse(awbAnswer, await this.call('POST', '/v1/external/courier/assign/awb', { shipment_id: shipmentId, ...extra }), 'awb');
    const data = assigned.response?.data;
    if (assigned.awb_assign_status !== 1 || !data?.awb_code) {
      const reason = data?.awb_assign_error ?? assigned.message ?? 'no courier took it';
      this.log.warn({ shipmentId, reason }, 'Shiprocket assigned no AWB');
      throw new AppError('CARRIER', `${refusal}: ${reason}`);
    }
    return { awb: String(data.awb_code), courier: data.courier_name ?? '' };
  }

  async fetchLabel(s: ShipmentRef): Promise<Buffer> {
    const label = this.parse(labelAnswer, await this.call('POST', '/v1/external/courier/generate/label', { shipment_id: [s.providerShipmentId] }), 'label');
    if (label.label_created !== 1 || !label.label_url) throw new AppError('CARRIER', `Shiprocket has no label for this shipment yet${label.response ? `: ${label.response}` : ''}`);
    const res = await this.send(() => fetch(label.label_url!, { signal: AbortSignal.timeout(TIMEOUT_MS) }), 'label download');
    if (!res.ok) throw this.refused('label download', res.status, undefined);
    return Buffer.from(await res.arrayBuffer());
  }

  async fetchTracking(s: ShipmentRef): Promise<CarrierEvent[]> {
    const body = await this.call('GET', `/v1/external/courier/track/awb/${encodeURIComponent(s.awb)}`, undefined, [404]);
    if (body === null) return [];
    return eventsOf(this.parse(trackAnswer, body, 'tracking').tracking_data.shipment_track_activities ?? []);
  }

  readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): CarrierWebhook | 'ignored' | null {
    const expected = this.settings.webhookToken;
    const given = [headers['x-api-key']].flat()[0];
    if (!expected || !given || !sameSecret(expected, given)) return null;
    const parsed = webhookBody.safeParse(safeJson(rawBody.toString('utf8')));
    if (!parsed.success) return 'ignored';
    const w = parsed.data;
    const events = eventsOf(w.scans ?? []);
    // The update's own status, when no scan in it says so already.
    const code = shiprocketEventCode(w.current_status_id, w.current_status);
    const at = shiprocketTime(w.current_timestamp);
    if (code && at && !events.some((e) => e.code === code)) events.push({ code, at, description: w.current_status ?? '', location: '' });
    return { awb: w.awb, events };
  }

  /** A token, logging in when there is none or it is old. */
  private async authorization(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const res = await this.send(
      () =>
        fetch(`${this.settings.apiUrl}/v1/external/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ email: this.settings.email, password: this.settings.password }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        }),
      'login',
    );
    const body = safeJson(await res.text());
    if (!res.ok) throw this.refused('login', res.status, body);
    const { token } = this.parse(loginAnswer, body, 'login');
    this.token = { value: token, until: Date.now() + TOKEN_TTL_MS };
    return token;
  }

  /** The parsed JSON body; null for a status in `absentOn`; a 502 for anything else. A 401 logs in again once. */
  private async call(method: 'GET' | 'POST', path: string, json?: object, absentOn: number[] = []): Promise<unknown> {
    for (let attempt = 1; ; attempt++) {
      const token = await this.authorization();
      const res = await this.send(
        () =>
          fetch(`${this.settings.apiUrl}${path}`, {
            method,
            headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(json ? { 'content-type': 'application/json' } : {}) },
            body: json ? JSON.stringify(json) : undefined,
            signal: AbortSignal.timeout(TIMEOUT_MS),
          }),
        path,
      );
      const body = safeJson(await res.text());
      if (res.ok) return body;
      // A token revoked or expired early: one fresh login, then the call again.
      if (res.status === 401 && attempt === 1) {
        this.token = undefined;
        continue;
      }
      if (absentOn.includes(res.status)) return null;
      throw this.refused(path, res.status, body);
    }
  }

  private async send(request: () => Promise<Response>, what: string): Promise<Response> {
    try {
      return await request();
    } catch (err) {
      this.log.error({ err, what }, 'Shiprocket could not be reached');
      throw new AppError('CARRIER', UNREACHABLE);
    }
  }

  /** The owner sees Shiprocket's own message (a wrong pincode, an unknown pickup location); the log has the rest. */
  private refused(what: string, status: number, body: unknown): AppError {
    const message = typeof (body as { message?: unknown } | undefined)?.message === 'string' ? (body as { message: string }).message : undefined;
    this.log.error({ what, status, body }, 'Shiprocket refused a call');
    return new AppError('CARRIER', message ? `Shiprocket said: ${message}` : UNREACHABLE);
  }

  private parse<T extends z.ZodType>(schema: T, body: unknown, what: string): z.infer<T> {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    this.log.error({ issues: parsed.error.issues, what }, 'Shiprocket answered with an unexpected body');
    throw new AppError('CARRIER', UNREACHABLE);
  }
}

/** `2026-11-24 10:05` in India's clock, as Shiprocket's order_date reads. */
function istDateTime(d: Date): string {
  return new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
