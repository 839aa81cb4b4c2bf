import { randomBytes } from 'node:crypto';
import { insertOpeningStock } from '../../src/repositories/stock-movements';
import type { AppContext } from '../../src/context';
import { categories, coupons, customers, orderLines, orders, products } from '../../src/db/schema';
import { hashPassword } from '../../src/services/passwords';

/** Small factories: each test makes the rows it talks about, with unique values it can assert on. */
const unique = () => randomBytes(4).toString('hex');
let mobileCounter = 0;
export const uniqueMobile = () => `9${String(Date.now() % 1e6).padStart(6, '0')}${String(++mobileCounter % 1000).padStart(3, '0')}`;

export const TEST_PASSWORD = 'woof-woof-123';

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
      ...over,
    })
    .returning();
  return row!;
}

export async function createCategory(ctx: Pick<AppContext, 'db'>, over: Partial<typeof categories.$inferInsert> = {}) {
  const slug = `cat-${unique()}`;
  const [row] = await ctx.db.insert(categories).values({ name: `Category ${slug}`, slug, image: '/img/c.webp', ...over }).returning();
  return row!;
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

/** An order of the customer's holding the product, straight in the database, at the status the test needs. */
export async function createOrderOf(
  ctx: Pick<AppContext, 'db'>,
  customerId: number,
  productId: number,
  status: (typeof orders.$inferInsert)['status'] = 'delivered',
  city = 'Coimbatore',
) {
  const address = { firstName: 'Asha', lastName: 'Raman', country: 'India', address: '12 Race Course Road', city, district: city, state: 'Tamil Nadu', pincode: '641018', mobile: '9876543210' };
  const [order] = await ctx.db
    .insert(orders)
    .values({ customerId, status, email: 'asha@example.com', mobile: '9876543210', billing: address, subtotalPaise: 44900, shippingPaise: 7500, totalPaise: 52400 })
    .returning();
  await ctx.db.insert(orderLines).values({ orderId: order!.id, productId, productName: 'Product', unitPricePaise: 44900, quantity: 1, lineTotalPaise: 44900 });
  return order!;
}
