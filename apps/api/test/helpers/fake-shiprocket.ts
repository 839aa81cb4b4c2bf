import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Shiprocket's API on 127.0.0.1, answering as its public docs show: a login that
 * issues a bearer token, adhoc orders, AWB assignment, pickup requests, labels (a URL to a PDF it also
 * serves) and tracking by AWB, plus what its courier does meanwhile (scans) and its tracking webhooks.
 * The payload shapes are written here from the docs, not from the shop's adapter.
 */
interface FakeScan {
  date: string;
  status: string;
  activity: string;
  location: string;
  'sr-status': string;
  'sr-status-label': string;
}

interface FakeShipment {
  orderId: number;
  channelOrderId: string;
  shipmentId: number;
  awb: string | null;
  courier: string;
  body: Record<string, unknown>;
  scans: FakeScan[];
}

export interface FakeShiprocket {
  url: string;
  email: string;
  password: string;
  webhookToken: string;
  /** The settings that point the shop at this fake. */
  env: Record<string, string>;
  shipments: Map<number, FakeShipment>;
  /** Requests received, as "METHOD /path". */
  calls: string[];
  logins: number;
  /** Tokens the fake accepts; clearing it makes the shop's token expire. */
  tokens: Set<string>;
  /** When set, AWB assignment fails with this reason (no courier serves the pincode). */
  awbError: string | null;
  byAwb(awb: string): FakeShipment | undefined;
  /** The courier scans the parcel: a Shiprocket status id and label, at a time in India's clock ('2026-11-24 10:15:00'). */
  scan(awb: string, srStatus: string, label: string, date: string, location?: string): FakeScan;
  /** The tracking webhook Shiprocket posts for the parcel's latest scan, with its scans so far. */
  webhook(awb: string, opts?: { token?: string; scans?: FakeScan[] }): { payload: string; headers: Record<string, string> };
  close(): Promise<void>;
}

export async function startFakeShiprocket(): Promise<FakeShiprocket> {
  const email = `api.${randomBytes(3).toString('hex')}@canino.test`;
  const password = randomBytes(8).toString('hex');
  const webhookToken = randomBytes(16).toString('hex');
  let nextOrder = 500_000;
  let nextShipment = 800_000;

  const fake = {
    email,
    password,
    webhookToken,
    shipments: new Map<number, FakeShipment>(),
    calls: [] as string[],
    logins: 0,
    tokens: new Set<string>(),
    awbError: null as string | null,
    byAwb: (awb: string) => [...fake.shipments.values()].find((s) => s.awb === awb),
  } as FakeShiprocket;

  const reply = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      fake.calls.push(`${req.method} ${url.pathname}`);
      const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};

      if (req.method === 'GET' && url.pathname.startsWith('/labels/')) {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        return res.end(`%PDF-1.4\n% Shiprocket label for ${url.pathname.slice(8)}\n%%EOF\n`);
      }
      if (req.method === 'POST' && url.pathname === '/v1/external/auth/login') {
        if (body.email !== email || body.password !== password) return reply(res, 400, { message: 'Invalid email and password combination', status_code: 400 });
        fake.logins++;
        const token = randomBytes(24).toString('base64url');
        fake.tokens.add(token);
        return reply(res, 200, { id: 1, first_name: 'API', email, company_id: 42, token });
      }
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!fake.tokens.has(token)) return reply(res, 401, { message: 'Token has expired', status_code: 401 });

      if (req.method === 'POST' && url.pathname === '/v1/external/orders/create/adhoc') {
        for (const field of [
          'order_id',
          'order_date',
          'pickup_location',
          'billing_customer_name',
          'billing_pincode',
          'billing_phone',
          'order_items',
          'payment_method',
          'sub_total',
          'length',
          'breadth',
          'height',
          'weight',
        ]) {
          if (body[field] === undefined || body[field] === '')
            return reply(res, 422, { message: 'Oops! Invalid Data.', errors: { [field]: [`The ${field} field is required.`] }, status_code: 422 });
        }
        const s: FakeShipment = { orderId: nextOrder++, channelOrderId: String(body.order_id), shipmentId: nextShipment++, awb: null, courier: '', body, scans: [] };
        fake.shipments.set(s.shipmentId, s);
        return reply(res, 200, {
          order_id: s.orderId,
          shipment_id: s.shipmentId,
          status: 'NEW',
          status_code: 1,
          onboarding_completed_now: 0,
          awb_code: '',
          courier_company_id: '',
          courier_name: '',
        });
      }
      if (req.method === 'GET' && url.pathname === '/v1/external/settings/company/pickup') {
        return reply(res, 200, {
          data: {
            shipping_address: [
              {
                id: 7,
                pickup_location: 'Coimbatore warehouse',
                name: 'Canino Naturals',
                email: 'dispatch@canino.test',
                phone: 9876501234,
                address: '12 Avinashi Road',
                address_2: 'Peelamedu',
                city: 'Coimbatore',
                state: 'Tamil Nadu',
                country: 'India',
                pin_code: '641004',
              },
            ],
          },
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/external/orders/create/return') {
        for (const field of [
          'order_id',
          'order_date',
          'pickup_customer_name',
          'pickup_pincode',
          'pickup_phone',
          'shipping_pincode',
          'shipping_phone',
          'order_items',
          'payment_method',
          'sub_total',
          'weight',
        ]) {
          if (body[field] === undefined || body[field] === '')
            return reply(res, 422, { message: 'Oops! Invalid Data.', errors: { [field]: [`The ${field} field is required.`] }, status_code: 422 });
        }
        const s: FakeShipment = { orderId: nextOrder++, channelOrderId: String(body.order_id), shipmentId: nextShipment++, awb: null, courier: '', body, scans: [] };
        fake.shipments.set(s.shipmentId, s);
        return reply(res, 200, { order_id: s.orderId, shipment_id: s.shipmentId, status: 'RETURN PENDING', status_code: 21, company_name: 'Canino' });
      }
      if (req.method === 'POST' && url.pathname === '/v1/external/courier/assign/awb') {
        const s = fake.shipments.get(Number(body.shipment_id));
        if (!s) return reply(res, 400, { message: 'Invalid shipment id', status_code: 400 });
        if (fake.awbError) return reply(res, 200, { awb_assign_status: 0, response: { data: { awb_assign_error: fake.awbError } } });
        s.awb = `19041${String(s.shipmentId).padStart(9, '0')}`;
        s.courier = 'Delhivery Surface';
        return reply(res, 200, {
          awb_assign_status: 1,
          response: {
            data: {
              courier_company_id: 44,
              awb_code: s.awb,
              courier_name: s.courier,
              shipment_id: s.shipmentId,
              order_id: s.orderId,
              assigned_date_time: { date: '2026-11-24 10:00:00.000000' },
            },
          },
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/external/courier/generate/pickup') {
        return reply(res, 200, { pickup_status: 1, response: { pickup_scheduled_date: '2026-11-25 10:00:00', pickup_token_number: 'Reference No: 194582' } });
      }
      if (req.method === 'POST' && url.pathname === '/v1/external/courier/generate/label') {
        const id = Number((body.shipment_id as unknown[] | undefined)?.[0]);
        const s = fake.shipments.get(id);
        if (!s?.awb) return reply(res, 200, { label_created: 0, response: 'AWB not assigned' });
        return reply(res, 200, { label_created: 1, label_url: `${fake.url}/labels/${s.awb}.pdf`, response: 'Label has been created and uploaded successfully!', not_created: [] });
      }
      const track = /^\/v1\/external\/courier\/track\/awb\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && track) {
        const s = fake.byAwb(decodeURIComponent(track[1]!));
        if (!s)
          return reply(res, 404, {
            tracking_data: { track_status: 0, shipment_status: 0, error: 'Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.' },
          });
        const latest = s.scans.at(-1);
        return reply(res, 200, {
          tracking_data: {
            track_status: 1,
            shipment_status: Number(latest?.['sr-status'] ?? 6),
            shipment_track: [{ awb_code: s.awb, courier_name: s.courier, current_status: latest?.['sr-status-label'] ?? 'AWB ASSIGNED' }],
            // Newest first, as Shiprocket lists them.
            shipment_track_activities: [...s.scans].reverse(),
            track_url: `https://shiprocket.co/tracking/${s.awb}`,
            etd: '2026-11-28 23:59:59',
          },
        });
      }
      reply(res, 404, { message: 'Not found', status_code: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.env = {
    SHIPPING: 'shiprocket',
    SHIPROCKET_EMAIL: email,
    SHIPROCKET_PASSWORD: password,
    SHIPROCKET_API_URL: fake.url,
    SHIPROCKET_WEBHOOK_TOKEN: webhookToken,
    SHIPROCKET_PICKUP_LOCATION: 'Coimbatore warehouse',
  };
  fake.scan = (awb, srStatus, label, date, location = 'Coimbatore_Hub (Tamil Nadu)') => {
    const s = fake.byAwb(awb);
    if (!s) throw new Error(`no shipment with AWB ${awb}`);
    const scan: FakeScan = { date, status: 'X-SCAN', activity: `${label.charAt(0)}${label.slice(1).toLowerCase()}`, location, 'sr-status': srStatus, 'sr-status-label': label };
    s.scans.push(scan);
    return scan;
  };
  fake.webhook = (awb, opts = {}) => {
    const s = fake.byAwb(awb);
    if (!s) throw new Error(`no shipment with AWB ${awb}`);
    const scans = opts.scans ?? s.scans;
    const latest = scans.at(-1)!;
    // current_timestamp is day month year, unlike the scans' dates.
    const [d, t] = latest.date.split(' ');
    const [y, m, day] = d!.split('-');
    const payload = JSON.stringify({
      awb: s.awb,
      courier_name: s.courier,
      current_status: latest['sr-status-label'],
      current_status_id: Number(latest['sr-status']),
      shipment_status: latest['sr-status-label'],
      shipment_status_id: Number(latest['sr-status']),
      current_timestamp: `${day} ${m} ${y} ${t}`,
      order_id: s.channelOrderId,
      sr_order_id: s.orderId,
      awb_assigned_date: '2026-11-24 10:00:00',
      pickup_scheduled_date: '2026-11-24 10:00:01',
      etd: '2026-11-28 23:59:59',
      scans,
      is_return: 0,
      channel_id: 3422553,
      pod_status: 'OTP Based Delivery',
      pod: 'Not Available',
    });
    return { payload, headers: { 'content-type': 'application/json', ...(opts.token === '' ? {} : { 'x-api-key': opts.token ?? webhookToken }) } };
  };
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
