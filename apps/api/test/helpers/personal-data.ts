import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  addresses,
  contactMessages,
  customers,
  orderLines,
  petWeights,
  pets,
  productVariants,
  refills,
  subscriptionCycles,
  subscriptionItems,
  subscriptions,
  whatsappMessages,
  wishlistItems,
} from '../../src/db/schema';
import { issueInvoice } from '../../src/services/invoices/issue-invoice';
import { enqueueJob } from '../../src/services/jobs/enqueue';
import { addReviewPhotos } from '../../src/services/reviews/review-photos';
import { createReview } from '../../src/services/reviews/write-review';
import { createCustomer, insertOrder, uniqueMobile } from './factories';
import { loginAs, multipart } from './http';
import { pngImage } from './images';
import type { TestApp } from './test-app';

export const EVERYTHING_PASSWORD = 'lakshmi-password-1';

/**
 * A customer with a record of every kind the privacy notice lists, made as the customer makes them where
 * the API allows (sign-up with a pet photo, a review with a photo, the grievance form, the account's email choices, a helpful
 * vote, a password reset asked for) and written directly where it needs an owner or a delivery first.
 * The shop needs a GST registration (`registerShopForGst`) for the invoice.
 */
export async function customerWithEverything(t: TestApp) {
  const mobile = uniqueMobile();
  const email = `lakshmi.${mobile}@example.in`;
  const signUp = {
    pet_name: 'Bruno',
    breed: 'Labrador',
    age: '3',
    weight: '28',
    needs: '',
    owner_name: 'Lakshmi Narayan',
    owner_number: mobile,
    email,
    password: EVERYTHING_PASSWORD,
  };
  const registered = await t.app.inject({
    method: 'POST',
    url: '/admin/api/auth_register',
    ...multipart(signUp, { name: 'bruno.png', type: 'image/png', data: await pngImage() }),
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const [customer] = await t.ctx.db.select().from(customers).where(eq(customers.mobile, mobile));
  const cookie = await loginAs(t.app, mobile, EVERYTHING_PASSWORD);
  const call = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await t.app.inject({ method, url: `/admin/api${url}`, headers: { cookie }, payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  };

  const [pet] = await t.ctx.db.select().from(pets).where(eq(pets.customerId, customer!.id));
  await t.ctx.db.insert(petWeights).values({ petId: pet!.id, grams: 28_500 });
  const [address] = await t.ctx.db
    .insert(addresses)
    .values({
      customerId: customer!.id,
      name: 'Lakshmi',
      mobile: '9876543210',
      pincode: '641018',
      state: 'Tamil Nadu',
      address: '4 Race Course Road',
      locality: 'Gopalapuram',
      city: 'Coimbatore',
    })
    .returning();
  const { order, product } = await insertOrder(t.ctx, { status: 'delivered', customerId: customer!.id, email, firstName: 'Lakshmi' });
  await t.ctx.db.transaction((tx) => issueInvoice(tx, order.id));
  await t.ctx.db.insert(refills).values({
    customerId: customer!.id,
    orderId: order.id,
    orderLineId: (await t.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)))[0]!.id,
    productId: product.id,
    petId: pet!.id,
    quantity: 1,
    deliveredOn: '2026-01-01',
    runsOutOn: '2026-02-15',
    remindOn: '2026-02-10',
    token: `refill-${mobile}-token`,
  });
  // An autoship of that product every 8 weeks, whose first delivery was that order.
  const [subscription] = await t.ctx.db
    .insert(subscriptions)
    .values({ customerId: customer!.id, addressId: address!.id, frequencyWeeks: 8, nextDeliveryDate: '2026-03-01', paymentMethod: 'mandate', mandateRef: `token_${mobile}` })
    .returning();
  const [size] = await t.ctx.db.select().from(productVariants).where(eq(productVariants.productId, product.id));
  await t.ctx.db.insert(subscriptionItems).values({ subscriptionId: subscription!.id, productId: product.id, variantId: size!.id, quantity: 1 });
  await t.ctx.db.insert(subscriptionCycles).values({ subscriptionId: subscription!.id, cycleNo: 1, dueDate: '2026-01-04', orderId: order.id, state: 'charged' });
  await createReview(t.ctx, product.id, customer!.id, { rating: 5, title: 'Shiny coat', body: 'Bruno loves it.' });
  const reviewPhoto = (await addReviewPhotos(t.ctx, product.id, customer!.id, [await pngImage()])).photos[0]!;
  // Someone else's review of another product, which this customer found helpful.
  const other = await createCustomer(t.ctx);
  const { product: otherProduct } = await insertOrder(t.ctx, { status: 'delivered', customerId: other.id });
  const otherReview = await createReview(t.ctx, otherProduct.id, other.id, { rating: 4, title: '', body: 'Good for our old dog.' });
  await call('PUT', `/reviews/${otherReview.id}/helpful`, {});
  await t.ctx.db.insert(wishlistItems).values({ customerId: customer!.id, productId: product.id });
  await t.ctx.db.insert(contactMessages).values({ name: 'Lakshmi', email, subject: 'Dose', message: 'How much for 28 kg?' });
  await call('POST', '/grievances', { name: 'Lakshmi', email, phone: '9876543210', subject: 'Late parcel', message: 'Still waiting at 4 Race Course Road.' });
  await call('PUT', '/account/consents', { purpose: 'marketing_email', granted: true });
  await call('PUT', '/refills/reminders', { on: true });
  await call('PUT', '/account/consents', { purpose: 'whatsapp_updates', granted: true });
  // The delivered order's WhatsApp update, as its job recorded it, and the job itself in the owner's list.
  await t.ctx.db.insert(whatsappMessages).values({
    eventKey: `order_delivered:${order.id}`,
    customerId: customer!.id,
    orderId: order.id,
    template: 'order_delivered',
    toNumber: `91${mobile}`,
    providerMessageId: `wamid.${mobile}`,
    status: 'read',
  });
  await enqueueJob(t.ctx.db, {
    kind: 'whatsapp',
    payload: {
      customerId: customer!.id,
      orderId: order.id,
      eventKey: `order_delivered:${order.id}`,
      template: 'order_delivered',
      params: ['Lakshmi', String(order.id), 'http://shop.test/orders'],
    },
    runAt: new Date(Date.now() + 3_600_000),
  });
  await t.app.inject({ method: 'POST', url: '/admin/api/send_forgot_password_email', payload: { email } });
  return { customer: customer!, order, product, pet: pet!, cookie, otherReview, reviewPhoto };
}
