import { ADMIN_ROLE_LABELS, type AdminRole } from '@canino/shared';
import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AppContext } from '../src/context';
import { adminUsers, orderEvents, orderLines, orders, payments, type OrderStatus } from '../src/db/schema';
import { hashPassword } from '../src/services/passwords';
import { createProduct } from './helpers/factories';
import { sessionCookie } from './helpers/http';
import type { TestApp } from './helpers/test-app';

/** Shared by the admin API tests: an admin and its session, multipart with several files, orders. */

export const ADMIN_PASSWORD = 'admin-secret-123';
export const API = '/admin/api/admin';

/** Admin routes open without a session, as OpenAPI writes them: logging in and out, and the emailed links. */
export const OPEN_ADMIN_ROUTES = new Set([
  'POST /login',
  'POST /logout',
  'GET /invitations/{token}',
  'POST /invitations/accept',
  'POST /password-reset',
  'POST /password-reset/confirm',
]);

/** An admin account; an owner unless a role is given (the name follows the role: "Owner", "Orders"). */
export async function createAdmin(ctx: Pick<AppContext, 'db'>, role: AdminRole = 'owner') {
  const email = `${role}.${randomBytes(4).toString('hex')}@canino.test`;
  const name = ADMIN_ROLE_LABELS[role];
  const [row] = await ctx.db.insert(adminUsers).values({ email, name, role, passwordHash: await hashPassword(ADMIN_PASSWORD) }).returning();
  return row!;
}

export async function adminLogin(t: TestApp, email: string, password = ADMIN_PASSWORD) {
  return t.app.inject({ method: 'POST', url: `${API}/login`, payload: { email, password } });
}

/** Calls on the admin API with a session cookie (or none): `call('GET', '/products')`. */
export type AdminCall = (method: InjectOptions['method'], path: string, payload?: InjectOptions['payload'] | FormBody) => Promise<LightMyRequestResponse>;

export function caller(t: TestApp, cookie?: string): AdminCall {
  return (method, path, payload) => {
    const form = payload instanceof FormBody ? payload : undefined;
    return t.app.inject({
      method,
      url: `${API}${path}`,
      headers: { ...(cookie ? { cookie } : {}), ...(form?.headers ?? {}) },
      ...(payload === undefined ? {} : { payload: form ? form.payload : (payload) }),
    });
  };
}

/** A fresh admin (an owner unless a role is given), logged in; returns the caller that carries its session. */
export async function asAdmin(t: TestApp, role: AdminRole = 'owner') {
  const admin = await createAdmin(t.ctx, role);
  const res = await adminLogin(t, admin.email);
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.body}`);
  const cookie = sessionCookie(res, 'canino_admin_session');
  return { admin, cookie, call: caller(t, cookie) };
}

/** multipart/form-data with text fields and any number of files under any field names. */
export class FormBody {
  readonly payload: Buffer;
  readonly headers: Record<string, string>;
  constructor(fields: Record<string, string>, files: { field: string; data: Buffer; name?: string; type?: string }[] = []) {
    const boundary = `----canino${randomBytes(8).toString('hex')}`;
    const chunks: Buffer[] = [];
    for (const [k, v] of Object.entries(fields)) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    }
    for (const f of files) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name ?? 'photo.png'}"\r\nContent-Type: ${f.type ?? 'image/png'}\r\n\r\n`),
        f.data,
        Buffer.from('\r\n'),
      );
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    this.payload = Buffer.concat(chunks);
    this.headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  }
}

const address = (firstName: string) => ({
  firstName,
  lastName: 'Raman',
  address: '4 Lake View Road',
  city: 'Coimbatore',
  district: 'Coimbatore',
  state: 'Tamil Nadu',
  pincode: '641018',
  country: 'India',
  mobile: '9876543210',
});

/** An order as checkout leaves it: lines copied from products, totals in paise, an optional payment. */
export async function createOrder(
  ctx: Pick<AppContext, 'db'>,
  over: { status?: OrderStatus; customerId?: number | null; firstName?: string; email?: string; createdAt?: Date; paidAt?: Date | null; quantity?: number; productId?: number; codFeePaise?: number } = {},
) {
  const product = over.productId ? { id: over.productId, name: 'Ordered product', sellingPricePaise: 44900 } : await createProduct(ctx);
  const quantity = over.quantity ?? 2;
  const subtotal = product.sellingPricePaise * quantity;
  const status = over.status ?? 'paid';
  // A cash-on-delivery order (codFeePaise given) is unpaid until the courier hands the cash over.
  const cod = over.codFeePaise !== undefined;
  const paidAt = over.paidAt !== undefined ? over.paidAt : cod || ['pending_payment', 'payment_failed'].includes(status) ? null : (over.createdAt ?? new Date());
  const [order] = await ctx.db
    .insert(orders)
    .values({
      customerId: over.customerId ?? null,
      status,
      email: over.email ?? `buyer.${randomBytes(3).toString('hex')}@example.com`,
      mobile: '9876543210',
      billing: address(over.firstName ?? 'Asha'),
      subtotalPaise: subtotal,
      shippingPaise: 7500,
      totalPaise: subtotal + 7500 + (over.codFeePaise ?? 0),
      ...(cod ? { paymentMethod: 'cod' as const, codFeePaise: over.codFeePaise } : {}),
      paidAt,
      ...(over.createdAt ? { createdAt: over.createdAt } : {}),
    })
    .returning();
  await ctx.db.insert(orderLines).values({
    orderId: order!.id,
    productId: product.id,
    productName: product.name,
    unitPricePaise: product.sellingPricePaise,
    quantity,
    lineTotalPaise: subtotal,
  });
  if (paidAt) {
    await ctx.db.insert(payments).values({
      orderId: order!.id,
      provider: 'simulated',
      providerOrderId: `order_${randomBytes(6).toString('hex')}`,
      providerPaymentId: `pay_${randomBytes(6).toString('hex')}`,
      status: 'paid',
      amountPaise: subtotal + 7500,
    });
    await ctx.db.insert(orderEvents).values({ orderId: order!.id, fromStatus: 'pending_payment', toStatus: 'paid', actor: 'provider:simulated' });
  }
  return { order: order!, product, quantity };
}
