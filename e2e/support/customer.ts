import type { APIRequestContext, BrowserContext } from 'playwright-core';

/**
 * Customers and their data made through the shop's own API, for tests and screenshots that need a
 * logged-in customer with addresses or orders. Requests go through the browser context, so the session
 * cookie the shop sets is the one the pages use.
 */
export interface CustomerDetails {
  petName: string;
  breed: string;
  age: string;
  weight: string;
  ownerName: string;
  mobile: string;
  email: string;
  password: string;
}

let counter = 0;

/** A customer nobody has registered yet: the mobile number and email are unique to this run. */
export function newCustomerDetails(overrides: Partial<CustomerDetails> = {}): CustomerDetails {
  counter += 1;
  const mobile = `9${String(Date.now() % 1e7).padStart(7, '0')}${String(counter % 100).padStart(2, '0')}`;
  return {
    petName: 'Bruno',
    breed: 'Labrador',
    age: '4 years',
    weight: '28 kg',
    ownerName: 'Priya Raman',
    mobile,
    email: `priya.${mobile}@example.in`,
    password: 'good-dog-2024',
    ...overrides,
  };
}

async function expectOk(what: string, res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<{ status: number; data?: unknown; message?: string }> {
  const body = (await res.json()) as { status: number; data?: unknown; message?: string };
  if (!res.ok() || body.status !== 1) throw new Error(`${what} failed: ${res.status()} ${JSON.stringify(body)}`);
  return body;
}

/** Makes the account as the sign-up form does, then logs out: the context goes on as a visitor until it logs in. */
export async function registerCustomer(request: APIRequestContext, c: CustomerDetails): Promise<void> {
  await expectOk(
    'register',
    await request.post('/admin/api/auth_register', {
      multipart: {
        pet_name: c.petName,
        breed: c.breed,
        age: c.age,
        weight: c.weight,
        needs: '',
        owner_name: c.ownerName,
        owner_number: c.mobile,
        email: c.email,
        password: c.password,
      },
    }),
  );
  await expectOk('log out after sign-up', await request.post('/admin/api/auth_logout'));
}

/** Logs the context in (cookie) and saves the user record as the storefront does, before any page loads. */
export async function logInCustomer(context: BrowserContext, c: CustomerDetails): Promise<{ cusID: number }> {
  const body = await expectOk('login', await context.request.post('/admin/api/auth_login', { multipart: { mobile: c.mobile, password: c.password } }));
  await context.addInitScript((user) => {
    if (!localStorage.getItem('canino_user')) localStorage.setItem('canino_user', user);
  }, JSON.stringify(body.data));
  return body.data as { cusID: number };
}

export const sampleAddress = {
  name: 'Priya Raman',
  mobile: '9876501234',
  pincode: '641018',
  state: 'Tamil Nadu',
  address: '14, Lakshmi Nagar, near the temple',
  locality: 'RS Puram',
  city: 'Coimbatore',
};

export async function addAddress(request: APIRequestContext, address: typeof sampleAddress = sampleAddress): Promise<void> {
  await expectOk('add address', await request.post('/admin/api/addresses', { data: address }));
}

/** A checkout's body for the customer's lines, delivered to their Coimbatore address. */
function checkoutOf(c: CustomerDetails, lines: { productId: number; quantity: number }[]) {
  const [firstName, lastName = 'Customer'] = c.ownerName.split(' ');
  const billing = {
    firstName,
    lastName,
    country: 'India',
    address: '14, Lakshmi Nagar',
    city: 'Coimbatore',
    district: 'Coimbatore',
    state: 'Tamil Nadu',
    pincode: '641018',
    mobile: c.mobile,
    email: c.email,
  };
  return { idempotencyKey: `h2-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`, billing, lines };
}

/** Places a cash-on-delivery order through the checkout API (the shop must offer COD). Returns the order id. */
export async function placeCodOrder(request: APIRequestContext, c: CustomerDetails, lines: { productId: number; quantity: number }[]): Promise<number> {
  return ((await expectOk('cash on delivery', await request.post('/admin/api/checkout/cod', { data: checkoutOf(c, lines) }))).data as { orderId: number }).orderId;
}

/**
 * Places an order through the checkout API and pays it with the simulated provider (as the browser's
 * checkout does), or leaves it awaiting payment. Returns the order id.
 */
export async function placeOrder(request: APIRequestContext, c: CustomerDetails, lines: { productId: number; quantity: number }[], pay = true): Promise<number> {
  const session = (await expectOk('checkout', await request.post('/admin/api/checkout', { data: checkoutOf(c, lines) }))).data as {
    orderId: number;
    razorpayOptions: { order_id: string };
    orderPayload: Record<string, unknown>;
  };
  if (!pay) return session.orderId;
  const paid = (
    await expectOk('simulated pay', await request.post('/admin/api/payments/simulated/pay', { data: { order_id: session.razorpayOptions.order_id, outcome: 'success' } }))
  ).data as {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  };
  await expectOk(
    'create order',
    await request.post('/admin/api/create_order', {
      data: {
        ...session.orderPayload,
        payment_type: 1,
        payment_id: paid.razorpay_payment_id,
        razorpay_order_id: paid.razorpay_order_id,
        razorpay_signature: paid.razorpay_signature,
      },
    }),
  );
  return session.orderId;
}
