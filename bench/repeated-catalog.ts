import type { Db } from '../apps/api/src/db/client';
import { categories, products } from '../apps/api/src/db/schema';
import { demoCategories, demoProducts } from '../apps/api/src/seed/demo-catalog';

type DemoProduct = (typeof demoProducts)[number];

/**
 * The demo catalog's products repeated up to `count`, with numbered names, so answers have a real
 * catalog's size and text. `extra` adds columns to each (a part's own, such as dosage). Returns the
 * category ids by slug and the product ids in order.
 */
export async function insertRepeatedCatalog(
  db: Db,
  count: number,
  extra: (p: DemoProduct) => Partial<typeof products.$inferInsert> = () => ({}),
): Promise<{ categoryId: Map<string, number>; ids: number[] }> {
  const cats = await db
    .insert(categories)
    .values(demoCategories.map((c, position) => ({ name: c.name, slug: c.slug, image: `/admin/uploads/categories/${c.slug}.webp`, position })))
    .returning({ id: categories.id, slug: categories.slug });
  const categoryId = new Map(cats.map((c) => [c.slug, c.id]));
  const rows = Array.from({ length: count }, (_, i) => {
    const p = demoProducts[i % demoProducts.length]!;
    const round = Math.floor(i / demoProducts.length) + 1;
    return {
      categoryId: categoryId.get(p.categorySlug)!,
      name: `${p.name} (${round})`,
      slug: `${p.slug}-${round}`,
      listPricePaise: p.sizes[0].listPricePaise,
      sellingPricePaise: p.sizes[0].sellingPricePaise,
      detailsHtml: p.detailsHtml,
      description: p.description,
      image: `/admin/uploads/products/${p.slug}-1.webp`,
      stock: p.sizes[0].stock,
      ...extra(p),
    };
  });
  const ids: number[] = [];
  // In slices: one statement with thousands of rows would pass PostgreSQL's limit of bound parameters.
  for (let i = 0; i < rows.length; i += 1000)
    ids.push(
      ...(
        await db
          .insert(products)
          .values(rows.slice(i, i + 1000))
          .returning({ id: products.id })
      ).map((r) => r.id),
    );
  return { categoryId, ids };
}
