import { randomBytes } from 'node:crypto';
import { TERMS_VERSION } from '@canino/shared';
import { insertOpeningStock } from '../../src/repositories/stock-movements';
import type { AppContext } from '../../src/context';
import { eq } from 'drizzle-orm';
import { categories, coupons, customers, makers, orderEvents, orderLines, orders, payments, products, productVariants, returns, type OrderStatus } from '../../src/db/schema';
import { defaultVariantOf } from '../../src/repositories/product-variants';
import { hashPassword } from '../../src/services/passwords';

/** Small factories: each test makes the rows it talks about, with unique values it can assert on. */
const unique = () => randomBytes(4).toString('hex');
let mobileCounter = 0;
export const uniqueMobile = () => `9${String(Date.now() % 1e6).padStart(6, '0')}${String(++mobileCounter % 1000).padStart(3, '0')}`;

export const TEST_PASSWORD = 'woof-woof-123';

/** A saved address in Coimbatore, for a customer's address book. */
export const HOME_ADDRESS = {
  name: 'Asha Raman',
  mobile: '9876543210',
  pincode: '641002',
  state: 'Tamil Nadu',
  address: '12 Lake View Road',
  locality: 'RS Puram',
  city: 'Coimbatore',
};

export async function createCustomer(ctx: Pick<AppContext, 'db'>, over: Partial<typeof customers.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(customers)
    .values({
      ownerName: 'Asha Raman',
      mobile: uniqueMobile(),
      email: `asha.${unique()}@example.com`,
      passwordHash: await hashPassword(TEST_PASSWORD),
      petName: 'Bruno',
      breed: 'Labrador',
      age: '3',
      weight: '28',
      termsVersion: TERMS_VERSION,
      termsAgreedAt: new Date(),
      ...over,
    })
    .returning();
  return row!;
}

export async function createCategory(ctx: Pick<AppContext, 'db'>, over: Partial<typeof categories.$inferInsert> = {}) {
  const slug = `cat-${unique()}`;
  const [row] = await ctx.db
    .insert(categories)
    .values({ name: `Category ${slug}`, slug, image: '/img/c.webp', ...over })
    .returning();
  return row!;
}

/** A maker with its full address, as the admin's Makers page saves one. */
export async function createMaker(ctx: Pick<AppContext, 'db'>, over: Partial<typeof makers.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(makers)
    .values({ name: `Maker ${unique()} Private Limited`, address: 'Plot 9, SIPCOT Industrial Park, Hosur, Tamil Nadu 635126', ...over })
    .returning();
  return row!;
}

/** What a product form sends besides its own fields so that the product may go on sale (decision 051). */
export async function declarationFields(ctx: Pick<AppContext, 'db'>) {
  return { manufacturerId: (await createMaker(ctx)).id, genericName: 'Multivitamin supplement for dogs', bestBeforeMonths: 24 };
}

export async function createProduct(ctx: Pick<AppContext, 'db'>, over: Partial<typeof products.$inferInsert> = {}) {
  const categoryId = over.categoryId ?? (await createCategory(ctx)).id;
  const slug = `prod-${unique()}`;
  const [row] = await ctx.db
    .insert(products)
    .values({
      categoryId,
      name: `Product ${slug}`,
      slug,
      listPricePaise: 59900,
      sellingPricePaise: 44900,
      detailsHtml: '<p>Good for dogs.</p>',
      description: 'A supplement.',
      image: '/admin/uploads/p.webp',
      stock: 10,
      ...over,
    })
    .returning();
  // Its opening stock in the history, as the admin's "create product" writes it: movements add up to the stock.
  await insertOpeningStock(ctx.db, row!.id, row!.stock, { actor: 'test' });
  // The database gave it its one size (decision 042), whose id orders and stock name.
  const [size] = await ctx.db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, row!.id));
  return { ...row!, variantId: size!.id };
}

/** Another size of a product, after the one it was created with (decision 042). */
export async function createVariant(ctx: Pick<AppContext, 'db'>, productId: number, over: Partial<typeof productVariants.$inferInsert> = {}) {
  const sku = `SKU-${unique().toUpperCase()}`;
  const [row] = await ctx.db
    .insert(productVariants)
    .values({ productId, position: 1, sku, label: '120 tablets', netQuantity: 120, netUnit: 'count', listPricePaise: 99900, sellingPricePaise: 79900, stock: 10, ...over })
    .returning();
  return row!;
}

const DAY = 86_400_000;

export async function createCoupon(ctx: Pick<AppContext, 'db'>, over: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(coupons)
    .values({
      code: `C${unique().toUpperCase()}`,
      percent: 10,
      validFrom: new Date(Date.now() - DAY),
      validTo: new Date(Date.now() + DAY),
      ...over,
    })
    .returning();
  return row!;
}

const address = (firstName: string, city: string) => ({
  firstName,
  lastName: 'Raman',
  address: '4 Lake View Road',
  city,
  district: city,
  state: 'Tamil Nadu',
  pincode: '641018',
  country: 'India',
  mobile: '9876543210',
});

/**
 * An order as checkout leaves it, written straight to the database at the status the test needs: lines
 * copied from the product, totals in paise, and for a paid one its payment and status event.
 */
export async function insertOrder(
  ctx: Pick<AppContext, 'db'>,
  over: {
    status?: OrderStatus;
    customerId?: number | null;
    firstName?: string;
    city?: string;
    email?: string;
    createdAt?: Date;
    paidAt?: Date | null;
    quantity?: number;
    productId?: number;
    variantId?: number;
    codFeePaise?: number;
    /** The delivery address's street line and pincode (a Coimbatore address otherwise). */
    street?: string;
    pincode?: string;
    shippingPaise?: number;
  } = {},
) {
  const product = over.productId ? { id: over.productId, name: 'Ordered product', sku: '', sellingPricePaise: 44900 } : await createProduct(ctx);
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
      billing: {
        ...address(over.firstName ?? 'Asha', over.city ?? 'Coimbatore'),
        ...(over.street ? { address: over.street } : {}),
        ...(over.pincode ? { pincode: over.pincode } : {}),
      },
      subtotalPaise: subtotal,
      shippingPaise: over.shippingPaise ?? 7500,
      totalPaise: subtotal + (over.shippingPaise ?? 7500) + (over.codFeePaise ?? 0),
      ...(cod ? { paymentMethod: 'cod' as const, codFeePaise: over.codFeePaise } : {}),
      paidAt,
      ...(over.createdAt ? { createdAt: over.createdAt } : {}),
    })
    .returning();
  await ctx.db.insert(orderLines).values({
    orderId: order!.id,
    productId: product.id,
    // The size sold: the one asked for, or the product's default, as checkout takes it.
    variantId: over.variantId ?? defaultVariantOf(product.id),
    productName: product.name,
    sku: product.sku,
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

/** A shopper's return of one item of a delivered order, written at the status the test needs. */
export async function insertReturn(ctx: Pick<AppContext, 'db'>, status: 'requested' | 'pickup_booked') {
  const { order } = await insertOrder(ctx, { status: 'delivered' });
  const [line] = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const [row] = await ctx.db.insert(returns).values({ orderId: order.id, lineId: line!.id, quantity: 1, reason: 'damaged', refundPaise: 1000, status }).returning();
  return { ret: row!, order };
}
