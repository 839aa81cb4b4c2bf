import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../src/context';
import { categories, coupons, customers, products } from '../../src/db/schema';
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
