import type { AppContext } from '../../src/context';
import { categories, products } from '../../src/db/schema';
import { demoCategories, demoProducts } from '../../src/seed/demo-catalog';

/** The demo catalog's categories and products (texts and their default size's prices, no images), for tests that search real words. */
export async function insertDemoProducts(ctx: Pick<AppContext, 'db'>) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const cats = await ctx.db
    .insert(categories)
    .values(demoCategories.map((c, position) => ({ name: c.name, slug: `${c.slug}-${suffix}`, position })))
    .returning();
  const categoryId = new Map(demoCategories.map((c, i) => [c.slug, cats[i]!.id]));
  const rows = await ctx.db
    .insert(products)
    .values(
      demoProducts.map((p) => ({
        categoryId: categoryId.get(p.categorySlug)!,
        name: p.name,
        slug: `${p.slug}-${suffix}`,
        listPricePaise: p.sizes[0].listPricePaise,
        sellingPricePaise: p.sizes[0].sellingPricePaise,
        detailsHtml: p.detailsHtml,
        description: p.description,
        image: `/admin/uploads/${p.slug}.webp`,
        stock: p.sizes[0].stock,
      })),
    )
    .returning();
  const bySlug = new Map(demoProducts.map((p, i) => [p.slug, rows[i]!]));
  return { categories: new Map(demoCategories.map((c, i) => [c.slug, cats[i]!])), products: bySlug };
}
