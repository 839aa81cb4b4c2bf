import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SUBSCRIPTION_ACTIONS, type AuditEntity } from '@canino/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, grievances, jobs, subscriptions } from '../src/db/schema';
import { enqueueEmail } from '../src/services/mail/enqueue-email';
import type { SimulatedProvider } from '../src/services/payments/simulated/provider';
import { addReviewPhotos } from '../src/services/reviews/review-photos';
import { createReview } from '../src/services/reviews/write-review';
import { API, asAdmin, createAdmin, FormBody, OPEN_ADMIN_ROUTES, productForm, type AdminCall } from './admin-support';
import { createCategory, createCustomer, createMaker, createProduct, declarationFields, insertOrder, insertReturn } from './helpers/factories';
import { pngImage } from './helpers/images';
import { checkoutBody, paidReport, paySimulated, reportPayment, startCheckout } from './helpers/orders';
import { PARCEL } from './helpers/shipping';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Every mutating admin route, read from the OpenAPI document (which openapi.test.ts holds equal to
 * Fastify's routes), either writes an audit entry naming the acting admin, or is listed below as not an
 * admin change, with the reason. A new admin route that writes no entry fails here until it does.
 */
const NOT_ADMIN_CHANGES: Record<string, string> = {
  'POST /login': 'opens a session; it changes nothing in the shop',
  'POST /logout': 'ends the caller’s own session',
  'POST /invitations/accept': 'made by the invited person, not yet an admin, through the emailed link; the invitation itself is logged',
  'POST /invitations/preview': 'reads an invitation for its page, changing nothing',
  'POST /password-reset': 'sends a reset link to whoever asks at the login page; no admin is signed in',
  'POST /password-reset/confirm': 'the account holder’s own password, through the emailed link; passwords are never logged',
};

type Expected = { entity: AuditEntity; action: string; entityId: number | null };
type Scenario = (call: AdminCall) => Promise<{ res: LightMyRequestResponse } & Expected>;

let t: TestApp;
let owner: Awaited<ReturnType<typeof asAdmin>>;
let mutations: string[];

const png = () => pngImage(1200, 400);
const form = async (fields: Record<string, string>) => new FormBody(fields, [{ field: 'image', data: await png() }]);

async function productWithImages(call: AdminCall, n: number) {
  const p = await createProduct(t.ctx);
  const files = await Promise.all(Array.from({ length: n }, () => pngImage(64 + n, 48)));
  const res = await call(
    'POST',
    `/products/${p.id}/images`,
    new FormBody(
      {},
      files.map((data) => ({ field: 'images', data })),
    ),
  );
  return { product: p, gallery: res.json().data as { id: number }[] };
}

async function paidOnlineOrder() {
  const product = await createProduct(t.ctx, { sellingPricePaise: 64900, stock: 5 });
  const session = await startCheckout(t, checkoutBody([{ productId: product.id, quantity: 1 }]));
  const paid = await paySimulated(t, session, 'success');
  await reportPayment(t, session, paidReport(paid));
  return session.orderId;
}

const coupon = (code: string) => ({ code, percent: 10, active: true, validFrom: null, validTo: null, usageLimit: null, minOrderPaise: 0 });

/** A customer's cash-on-delivery subscription (no mandate to set up), active or paused by them. */
async function subscriptionToAct(status: 'active' | 'paused') {
  const customer = await createCustomer(t.ctx);
  const [row] = await t.ctx.db
    .insert(subscriptions)
    .values({
      customerId: customer.id,
      frequencyWeeks: 4,
      nextDeliveryDate: '2099-01-05',
      paymentMethod: 'cod_reminder',
      status,
      pauseReason: status === 'paused' ? 'customer' : null,
    })
    .returning();
  return row!;
}

/** A valid call of each audited route, on a record made for it, and the entry it must write. */
const SCENARIOS: Record<string, Scenario> = {
  ...Object.fromEntries(
    SUBSCRIPTION_ACTIONS.map((action): [string, Scenario] => [
      `POST /subscriptions/{id}/${action}`,
      async (call) => {
        const sub = await subscriptionToAct(action === 'resume' ? 'paused' : 'active');
        return { res: await call('POST', `/subscriptions/${sub.id}/${action}`), entity: 'subscription', action, entityId: sub.id };
      },
    ]),
  ),
  'POST /products': async (call) => {
    const category = await createCategory(t.ctx);
    const res = await call('POST', '/products', {
      name: `Audit balm ${randomUUID()}`,
      categoryId: category.id,
      listPricePaise: 50000,
      sellingPricePaise: 45000,
      description: 'A balm.',
      stock: 3,
      active: true,
      ...(await declarationFields(t.ctx)),
    });
    return { res, entity: 'product', action: 'create', entityId: res.json().data?.id };
  },
  'PUT /products/{id}': async (call) => {
    const p = await createProduct(t.ctx);
    return { res: await call('PUT', `/products/${p.id}`, await productForm(call, p.id, { sellingPricePaise: 40000 })), entity: 'product', action: 'update', entityId: p.id };
  },
  'DELETE /products/{id}': async (call) => {
    const p = await createProduct(t.ctx);
    return { res: await call('DELETE', `/products/${p.id}`), entity: 'product', action: 'delete', entityId: p.id };
  },
  'PUT /products/{id}/dosage': async (call) => {
    const p = await createProduct(t.ctx);
    const dosage = {
      packSize: 30,
      unitName: 'chew',
      bands: [
        { aboveGrams: 0, upToGrams: 10_000, unitsPerDay: 1 },
        { aboveGrams: 10_000, upToGrams: null, unitsPerDay: 2 },
      ],
      lifeStage: null,
    };
    return { res: await call('PUT', `/products/${p.id}/dosage`, { dosage }), entity: 'product', action: 'dosage', entityId: p.id };
  },
  'POST /products/bulk-edit': async (call) => {
    const p = await createProduct(t.ctx);
    return { res: await call('POST', '/products/bulk-edit', { productIds: [p.id], active: false }), entity: 'product', action: 'bulk_edit', entityId: p.id };
  },
  'POST /products/import': async (call) => {
    const category = await createCategory(t.ctx);
    const sku = `AUD-${randomUUID().slice(0, 8).toUpperCase()}`;
    const csv = [
      'product_slug,name,category,description,active,option_name,sku,size_label,net_quantity,net_unit,mrp,selling_price,stock,gtin,default_size,size_active',
      `${sku.toLowerCase()},Imported ${sku},${category.name},Balm,no,Pack size,${sku},50 g,50,g,499,449,5,,yes,yes`,
    ].join('\n');
    const res = await call('POST', '/products/import', { csv, dryRun: false });
    const [made] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.label, `Imported ${sku}`));
    return { res, entity: 'product', action: 'import', entityId: made?.entityId ?? -1 };
  },
  'POST /products/{id}/images': async (call) => {
    const p = await createProduct(t.ctx);
    const res = await call('POST', `/products/${p.id}/images`, new FormBody({}, [{ field: 'images', data: await pngImage() }]));
    return { res, entity: 'product', action: 'gallery', entityId: p.id };
  },
  'PUT /products/{id}/images': async (call) => {
    const { product, gallery } = await productWithImages(call, 2);
    const res = await call('PUT', `/products/${product.id}/images`, { order: gallery.map((g) => g.id).reverse() });
    return { res, entity: 'product', action: 'gallery', entityId: product.id };
  },
  'DELETE /products/{id}/images/{imageId}': async (call) => {
    const { product, gallery } = await productWithImages(call, 1);
    return { res: await call('DELETE', `/products/${product.id}/images/${gallery[0]!.id}`), entity: 'product', action: 'gallery', entityId: product.id };
  },
  'POST /products/tax-by-category': async (call) => {
    const p = await createProduct(t.ctx);
    const res = await call('POST', '/products/tax-by-category', { categoryId: p.categoryId, hsnCode: '23091000', gstRate: 12 });
    return { res, entity: 'product', action: 'tax', entityId: p.id };
  },
  'PUT /products/{id}/gtins': async (call) => {
    const p = await createProduct(t.ctx);
    const res = await call('PUT', `/products/${p.id}/gtins`, { gtins: [{ variantId: p.variantId, gtin: '5012345678900' }] });
    return { res, entity: 'product', action: 'gtin', entityId: p.id };
  },
  'POST /products/{id}/variants/{variantId}/batches': async (call) => {
    const p = await createProduct(t.ctx);
    const bestBeforeMonth = `${new Date().getUTCFullYear() + 2}-06`;
    const res = await call('POST', `/products/${p.id}/variants/${p.variantId}/batches`, { batchNo: 'AUDIT-1', quantity: 2, manufacturedMonth: '2026-01', bestBeforeMonth });
    return { res, entity: 'product', action: 'receive-stock', entityId: p.id };
  },
  'POST /batches/recall/email': async (call) => {
    const p = await createProduct(t.ctx, { stock: 0 });
    const batchNo = `AUD-${randomUUID().slice(0, 6)}`;
    const bestBeforeMonth = `${new Date().getUTCFullYear() + 2}-06`;
    expect((await call('POST', `/products/${p.id}/variants/${p.variantId}/batches`, { batchNo, quantity: 2, manufacturedMonth: '2026-01', bestBeforeMonth })).statusCode).toBe(200);
    const session = await startCheckout(t, checkoutBody([{ productId: p.id, quantity: 1 }]));
    await reportPayment(t, session, paidReport(await paySimulated(t, session, 'success')));
    await (t.ctx.payments as SimulatedProvider).settled();
    return { res: await call('POST', '/batches/recall/email', { batchNo }), entity: 'batch_recall', action: 'email', entityId: null };
  },
  'PUT /products/{id}/sizes': async (call) => {
    const p = await createProduct(t.ctx);
    const { sizes } = (await call('GET', `/products/${p.id}`)).json().data;
    const [{ sold: _sold, ...size }] = sizes;
    const res = await call('PUT', `/products/${p.id}/sizes`, { optionName: 'Flavour', defaultSku: size.sku, sizes: [size] });
    return { res, entity: 'product', action: 'sizes', entityId: p.id };
  },
  'POST /makers': async (call) => {
    const res = await call('POST', '/makers', { name: `Audit Makers ${randomUUID()}`, address: '4 Anna Salai, Chennai, Tamil Nadu 600002' });
    return { res, entity: 'maker', action: 'create', entityId: res.json().data?.id };
  },
  'PUT /makers/{id}': async (call) => {
    const m = await createMaker(t.ctx);
    const res = await call('PUT', `/makers/${m.id}`, { name: m.name, address: '6 Anna Salai, Chennai, Tamil Nadu 600002' });
    return { res, entity: 'maker', action: 'update', entityId: m.id };
  },
  'DELETE /makers/{id}': async (call) => {
    const m = await createMaker(t.ctx);
    return { res: await call('DELETE', `/makers/${m.id}`), entity: 'maker', action: 'delete', entityId: m.id };
  },
  'POST /categories': async (call) => {
    const res = await call('POST', '/categories', await form({ name: `Audit care ${randomUUID()}`, position: '1', active: 'true' }));
    return { res, entity: 'category', action: 'create', entityId: res.json().data?.id };
  },
  'PUT /categories/{id}': async (call) => {
    const c = await createCategory(t.ctx);
    const res = await call('PUT', `/categories/${c.id}`, new FormBody({ name: `${c.name} renamed`, position: '2', active: 'true' }));
    return { res, entity: 'category', action: 'update', entityId: c.id };
  },
  'DELETE /categories/{id}': async (call) => {
    const c = await createCategory(t.ctx);
    return { res: await call('DELETE', `/categories/${c.id}`), entity: 'category', action: 'delete', entityId: c.id };
  },
  'POST /banners': async (call) => {
    const res = await call('POST', '/banners', await form({ title: 'Audit sale', position: '1', active: 'true' }));
    return { res, entity: 'banner', action: 'create', entityId: res.json().data?.id };
  },
  'PUT /banners/{id}': async (call) => {
    const made = (await call('POST', '/banners', await form({ title: 'Audit banner', position: '1', active: 'true' }))).json().data;
    const res = await call('PUT', `/banners/${made.id}`, new FormBody({ title: 'Audit banner, later', position: '1', active: 'false' }));
    return { res, entity: 'banner', action: 'update', entityId: made.id };
  },
  'DELETE /banners/{id}': async (call) => {
    const made = (await call('POST', '/banners', await form({ title: 'Audit banner to delete', position: '1', active: 'true' }))).json().data;
    return { res: await call('DELETE', `/banners/${made.id}`), entity: 'banner', action: 'delete', entityId: made.id };
  },
  'POST /coupons': async (call) => {
    const res = await call('POST', '/coupons', coupon(`AUD${randomUUID().slice(0, 6).toUpperCase()}`));
    return { res, entity: 'coupon', action: 'create', entityId: res.json().data?.id };
  },
  'PUT /coupons/{id}': async (call) => {
    const code = `AUD${randomUUID().slice(0, 6).toUpperCase()}`;
    const made = (await call('POST', '/coupons', coupon(code))).json().data;
    return { res: await call('PUT', `/coupons/${made.id}`, { ...coupon(code), percent: 15 }), entity: 'coupon', action: 'update', entityId: made.id };
  },
  'DELETE /coupons/{id}': async (call) => {
    const made = (await call('POST', '/coupons', coupon(`AUD${randomUUID().slice(0, 6).toUpperCase()}`))).json().data;
    return { res: await call('DELETE', `/coupons/${made.id}`), entity: 'coupon', action: 'delete', entityId: made.id };
  },
  'POST /orders/{id}/status': async (call) => {
    const { order } = await insertOrder(t.ctx, { status: 'paid' });
    return { res: await call('POST', `/orders/${order.id}/status`, { status: 'packed' }), entity: 'order', action: 'status', entityId: order.id };
  },
  'POST /orders/{id}/refunds': async (call) => {
    const orderId = await paidOnlineOrder();
    const res = await call('POST', `/orders/${orderId}/refunds`, { idempotencyKey: randomUUID(), amountPaise: 10000, reason: 'Dented tin' });
    return { res, entity: 'order', action: 'refund', entityId: orderId };
  },
  'POST /orders/{id}/refunds/{refundId}/retry': async (call) => {
    const orderId = await paidOnlineOrder();
    const paymentId = (await call('GET', `/orders/${orderId}`)).json().data.payments[0].providerPaymentId as string;
    await (t.ctx.payments as SimulatedProvider).declineNextRefundOf(paymentId);
    expect((await call('POST', `/orders/${orderId}/refunds`, { idempotencyKey: randomUUID(), amountPaise: 10000 })).statusCode).toBe(422);
    const [failed] = (await call('GET', `/orders/${orderId}`)).json().data.refunds;
    return { res: await call('POST', `/orders/${orderId}/refunds/${failed.id}/retry`), entity: 'order', action: 'refund_retry', entityId: orderId };
  },
  'POST /orders/{id}/cod-collected': async (call) => {
    const { order } = await insertOrder(t.ctx, { status: 'shipped', codFeePaise: 4900 });
    return { res: await call('POST', `/orders/${order.id}/cod-collected`, { note: 'Courier remitted' }), entity: 'order', action: 'cod_collected', entityId: order.id };
  },
  'POST /orders/{id}/shipment': async (call) => {
    const { order } = await insertOrder(t.ctx, { status: 'packed' });
    return { res: await call('POST', `/orders/${order.id}/shipment`, PARCEL), entity: 'order', action: 'shipment', entityId: order.id };
  },
  'POST /returns/{id}/approve': async (call) => {
    const { ret: r } = await insertReturn(t.ctx, 'requested');
    return { res: await call('POST', `/returns/${r.id}/approve`, { message: 'We will collect it' }), entity: 'order', action: 'return_approved', entityId: r.orderId };
  },
  'POST /returns/{id}/decline': async (call) => {
    const { ret: r } = await insertReturn(t.ctx, 'requested');
    return { res: await call('POST', `/returns/${r.id}/decline`, { message: 'The seal is intact' }), entity: 'order', action: 'return_declined', entityId: r.orderId };
  },
  'POST /returns/{id}/received': async (call) => {
    const { ret: r } = await insertReturn(t.ctx, 'pickup_booked');
    return { res: await call('POST', `/returns/${r.id}/received`, {}), entity: 'order', action: 'return_received', entityId: r.orderId };
  },
  'PUT /messages/{id}/handled': async (call) => {
    const [m] = await t.ctx.db.insert(contactMessages).values({ name: 'Ravi', email: 'ravi@example.in', subject: 'Dosage', message: 'How much?' }).returning();
    return { res: await call('PUT', `/messages/${m!.id}/handled`, { handled: true }), entity: 'message', action: 'handled', entityId: m!.id };
  },
  'POST /grievances/{id}/replies': async (call) => {
    const [g] = await t.ctx.db
      .insert(grievances)
      .values({ ticket: `GR-${randomUUID().slice(0, 8).toUpperCase()}`, name: 'Ravi', email: 'ravi@example.in', phone: '9840012345', subject: 'Late', message: 'Where is it?' })
      .returning();
    return { res: await call('POST', `/grievances/${g!.id}/replies`, { message: 'On its way.', status: 'in_progress' }), entity: 'grievance', action: 'reply', entityId: g!.id };
  },
  'PATCH /reviews/{id}': async (call) => {
    const customer = await createCustomer(t.ctx);
    const { product } = await insertOrder(t.ctx, { status: 'delivered', customerId: customer.id });
    const review = await createReview(t.ctx, product.id, customer.id, { rating: 2, title: '', body: 'Too big for my pup.' });
    return { res: await call('PATCH', `/reviews/${review.id}`, { hidden: true }), entity: 'review', action: 'moderate', entityId: review.id };
  },
  'DELETE /reviews/{id}/photos/{photo}': async (call) => {
    const customer = await createCustomer(t.ctx);
    const { product } = await insertOrder(t.ctx, { status: 'delivered', customerId: customer.id });
    const review = await createReview(t.ctx, product.id, customer.id, { rating: 1, title: '', body: 'See the photo of the box.' });
    await addReviewPhotos(t.ctx, product.id, customer.id, [await pngImage()]);
    return { res: await call('DELETE', `/reviews/${review.id}/photos/0`), entity: 'review', action: 'moderate', entityId: review.id };
  },
  'POST /pick-rules': async (call) => {
    const c = await createCategory(t.ctx);
    const res = await call('POST', '/pick-rules', { condition: 'large_breed', categoryId: c.id, reason: `audit ${c.id}` });
    const made = (res.json().data as { id: number; reason: string }[]).find((r) => r.reason === `audit ${c.id}`);
    return { res, entity: 'pick_rule', action: 'create', entityId: made?.id ?? -1 };
  },
  'PUT /pick-rules/{id}': async (call) => {
    const c = await createCategory(t.ctx);
    const made = (await call('POST', '/pick-rules', { condition: 'senior', categoryId: c.id, reason: `audit ${c.id}` }))
      .json()
      .data.find((r: { reason: string }) => r.reason === `audit ${c.id}`);
    return {
      res: await call('PUT', `/pick-rules/${made.id}`, { condition: 'senior', categoryId: c.id, reason: `audit ${c.id}, reworded` }),
      entity: 'pick_rule',
      action: 'update',
      entityId: made.id,
    };
  },
  'DELETE /pick-rules/{id}': async (call) => {
    const c = await createCategory(t.ctx);
    const made = (await call('POST', '/pick-rules', { condition: 'puppy', categoryId: c.id, reason: `audit ${c.id}` }))
      .json()
      .data.find((r: { reason: string }) => r.reason === `audit ${c.id}`);
    return { res: await call('DELETE', `/pick-rules/${made.id}`), entity: 'pick_rule', action: 'delete', entityId: made.id };
  },
  'POST /jobs/{id}/retry': async (call) => {
    await t.ctx.db.transaction((tx) => enqueueEmail(tx, t.ctx.config.publicUrl, { to: 'retry@example.in', subject: 'Retry me', text: 'Hello', html: '<p>Hello</p>' }));
    const [job] = await t.ctx.db.update(jobs).set({ state: 'failed', attempts: 4, lastError: 'down' }).where(eq(jobs.state, 'pending')).returning();
    return { res: await call('POST', `/jobs/${job!.id}/retry`), entity: 'job', action: 'retry', entityId: job!.id };
  },
  'PUT /settings': async (call) => {
    const settings = (await call('GET', '/settings')).json().data;
    return { res: await call('PUT', '/settings', { ...settings, phone: `+91 9${Date.now() % 1e9}` }), entity: 'shop_settings', action: 'update', entityId: null };
  },
  'PUT /settings/refund-limit': async (call) => {
    const { staffLimitPaise } = (await call('GET', '/settings/refund-limit')).json().data;
    return { res: await call('PUT', '/settings/refund-limit', { staffLimitPaise: staffLimitPaise + 100 }), entity: 'refund_settings', action: 'update', entityId: null };
  },
  'PUT /autoship-settings': async (call) => {
    const settings = (await call('GET', '/autoship-settings')).json().data;
    return {
      res: await call('PUT', '/autoship-settings', { ...settings, discountPercent: settings.discountPercent + 1 }),
      entity: 'autoship_settings',
      action: 'update',
      entityId: null,
    };
  },
  'PUT /recovery-settings': async (call) => {
    const code = `AUD${randomUUID().slice(0, 6).toUpperCase()}`;
    expect((await call('POST', '/coupons', { ...coupon(code), perCustomerLimit: 1 })).statusCode).toBe(200);
    return { res: await call('PUT', '/recovery-settings', { secondCouponCode: code }), entity: 'recovery_settings', action: 'update', entityId: null };
  },
  'PUT /checkout-settings': async (call) => {
    const settings = (await call('GET', '/checkout-settings')).json().data;
    const shipping = { ...settings.shipping, feePaise: settings.shipping.feePaise + 100 };
    return { res: await call('PUT', '/checkout-settings', { ...settings, shipping }), entity: 'checkout_settings', action: 'update', entityId: null };
  },
  'PUT /tax-settings': async (call) => {
    const registration = {
      legalName: 'Canino Pet Wellness Private Limited',
      gstin: '33AAGCC1234L1ZW',
      address: '12 Race Course Road\nCoimbatore 641018',
      state: 'TN',
      invoicePrefix: `C${Date.now() % 1000}`,
      shippingGstRate: 18,
    };
    const res = await call('PUT', '/tax-settings', registration);
    const [entry] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'tax_settings'));
    return { res, entity: 'tax_settings', action: entry?.action ?? 'create', entityId: null };
  },
  'POST /staff/invitations': async (call) => {
    const email = `new.${randomUUID().slice(0, 6)}@canino.test`;
    const res = await call('POST', '/staff/invitations', { email, name: 'Meera', role: 'orders' });
    const made = (res.json().data?.invitations ?? []).find((i: { email: string }) => i.email === email);
    return { res, entity: 'invitation', action: 'create', entityId: made?.id ?? -1 };
  },
  'DELETE /staff/invitations/{id}': async (call) => {
    const email = `gone.${randomUUID().slice(0, 6)}@canino.test`;
    const list = (await call('POST', '/staff/invitations', { email, name: 'Arun', role: 'catalog' })).json().data;
    const id = list.invitations.find((i: { email: string }) => i.email === email).id;
    return { res: await call('DELETE', `/staff/invitations/${id}`), entity: 'invitation', action: 'revoke', entityId: id };
  },
  'PUT /staff/{id}/role': async (call) => {
    const member = await createAdmin(t.ctx, 'orders');
    return { res: await call('PUT', `/staff/${member.id}/role`, { role: 'catalog' }), entity: 'staff', action: 'role', entityId: member.id };
  },
  'POST /staff/{id}/deactivate': async (call) => {
    const member = await createAdmin(t.ctx, 'orders');
    return { res: await call('POST', `/staff/${member.id}/deactivate`), entity: 'staff', action: 'deactivate', entityId: member.id };
  },
  'POST /staff/{id}/reactivate': async (call) => {
    const member = await createAdmin(t.ctx, 'orders');
    await call('POST', `/staff/${member.id}/deactivate`);
    return { res: await call('POST', `/staff/${member.id}/reactivate`), entity: 'staff', action: 'reactivate', entityId: member.id };
  },
  'POST /staff/{id}/end-sessions': async (call) => {
    const member = await asAdmin(t, 'catalog');
    return { res: await call('POST', `/staff/${member.admin.id}/end-sessions`), entity: 'staff', action: 'end_sessions', entityId: member.admin.id };
  },
};

beforeAll(async () => {
  t = await createTestApp({ SHIPPING: 'simulated' });
  owner = await asAdmin(t);
  const doc = (await t.app.inject('/admin/api/openapi.json')).json<{ paths: Record<string, Record<string, unknown>> }>();
  mutations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith(API))
    .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.slice(API.length)}`))
    .filter((route) => !/^(GET|HEAD|OPTIONS) /.test(route));
});
afterAll(() => t.close());

describe('every admin change is in the audit log', () => {
  it('places each mutating admin route: audited, or not an admin change with a reason', () => {
    expect(mutations.length).toBeGreaterThan(40);
    expect(mutations.filter((r) => !SCENARIOS[r] && !NOT_ADMIN_CHANGES[r])).toEqual([]);
    // The open routes are exactly those the exceptions name, and the tables name no route that is gone.
    expect(Object.keys(NOT_ADMIN_CHANGES).every((r) => OPEN_ADMIN_ROUTES.has(r))).toBe(true);
    expect([...Object.keys(SCENARIOS), ...Object.keys(NOT_ADMIN_CHANGES)].filter((r) => !mutations.includes(r))).toEqual([]);
  });

  it.each(Object.keys(SCENARIOS))('%s writes an entry naming the admin', async (route) => {
    const startId = (await t.ctx.db.select({ id: auditLog.id }).from(auditLog)).reduce((m, r) => Math.max(m, r.id), 0);
    const { res, ...expected } = await SCENARIOS[route]!(owner.call);
    expect(res.statusCode, res.body).toBe(200);
    const written = (await t.ctx.db.select().from(auditLog)).filter((e) => e.id > startId && e.entity === expected.entity && e.action === expected.action);
    expect(written.map((e) => ({ entityId: e.entityId, adminId: e.adminId, adminEmail: e.adminEmail }))).toContainEqual({
      entityId: expected.entityId,
      adminId: owner.admin.id,
      adminEmail: owner.admin.email,
    });
  });
});
