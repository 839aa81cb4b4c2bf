import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_CHECKOUT_SETTINGS, LOW_STOCK_THRESHOLD, isLowStock } from '@canino/shared';
import type { AppContext } from '../context';
import { banners, categories, coupons, makers, pickRules, productImages, products, productVariants, stockBatches } from '../db/schema';
import { dosageColumns } from '../db/dosage-columns';
import { demoDosage, demoPickRuleRows } from './demo-dosage';
import { saveShopSettings, DEFAULT_SHOP_SETTINGS } from '../repositories/shop-settings';
import { defaultSize, demoBanners, demoCategories, demoProducts, demoSizeSku, type DemoProduct } from './demo-catalog';
import { demoImageFiles, demoImageName, prepareDemoImages, variantNames } from '../../demo/demo-images';
import { demoProductTax, demoTaxSettings } from './demo-catalog/tax';
import { demoDeclarations, demoMakers } from './demo-catalog/declarations';
import { saveTaxSettings } from '../repositories/tax-settings';
import { saveCheckoutSettings } from '../repositories/checkout-settings';
import { seedDemoReviews } from './demo-reviews';
import { insertOpeningStock } from '../repositories/stock-movements';
import type { Db } from '../db/client';

const DAY = 24 * 60 * 60 * 1000;

/** The demo coupons the README names. */
export function demoCoupons(now: Date) {
  return [
    {
      code: 'WELCOME10',
      percent: 10,
      active: true,
      validFrom: new Date(now.getTime() - DAY),
      validTo: new Date(now.getTime() + 3650 * DAY),
      // A welcome: once, on a customer's first order, listed to shoppers with that condition.
      firstOrderOnly: true,
      perCustomerLimit: 1,
      shown: true,
    },
    {
      code: 'SAVE100',
      kind: 'flat' as const,
      percent: 0,
      flatPaise: 10000,
      minOrderPaise: 149900,
      active: true,
      validFrom: new Date(now.getTime() - DAY),
      validTo: new Date(now.getTime() + 3650 * DAY),
      // Listed on product pages and suggested by the cart once the goods reach ₹1,499.
      shown: true,
    },
    { code: 'EXPIRED5', percent: 5, active: true, validFrom: new Date(now.getTime() - 60 * DAY), validTo: new Date(now.getTime() - 30 * DAY) },
  ];
}

/** Loads the demo catalog into an empty database; a database with any product is left alone. */
export async function seedDemoIfEmpty(ctx: Pick<AppContext, 'db' | 'images' | 'log' | 'now' | 'catalogCache'>): Promise<boolean> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(products);
  if ((row?.n ?? 0) > 0) return false;
  const started = Date.now();
  const cache = await prepareDemoImages();
  const files = new Map(demoImageFiles().map((f) => [f.name, f]));
  const put = async (name: string) => {
    const url = await ctx.images.put(name, await fs.readFile(path.join(cache, name)));
    for (const variant of variantNames(files.get(name)!)) await ctx.images.put(variant, await fs.readFile(path.join(cache, variant)));
    return url;
  };

  const categoryIds = new Map<string, number>();
  for (const [position, c] of demoCategories.entries()) {
    const [saved] = await ctx.db
      .insert(categories)
      .values({ name: c.name, slug: c.slug, image: await put(demoImageName.category(c.slug)), position })
      .returning({ id: categories.id });
    categoryIds.set(c.slug, saved!.id);
  }
  const makerIds = new Map((await ctx.db.insert(makers).values(demoMakers).returning({ id: makers.id, name: makers.name })).map((m) => [m.name, m.id]));
  const makerId = (name: string | undefined) => (name === undefined ? null : makerIds.get(name)!);
  const productIds = new Map<string, number>();
  for (const p of demoProducts) {
    const declared = demoDeclarations(p.slug)!;
    const gallery: string[] = [];
    for (let n = 1; n <= p.imageCount; n++) gallery.push(await put(demoImageName.product(p.slug, n)));
    // Every size but the default has its own picture, last in the gallery.
    const sizePictures = new Map<string, string>();
    for (const size of p.sizes.slice(1)) {
      const url = await put(demoImageName.productSize(p.slug, size.label));
      sizePictures.set(size.label, url);
      gallery.push(url);
    }
    const first = defaultSize(p);
    const [saved] = await ctx.db
      .insert(products)
      .values({
        categoryId: categoryIds.get(p.categorySlug)!,
        name: p.name,
        slug: p.slug,
        sku: demoSizeSku(p, first),
        listPricePaise: first.listPricePaise,
        sellingPricePaise: first.sellingPricePaise,
        detailsHtml: p.detailsHtml,
        description: p.description,
        image: gallery[0]!,
        stock: first.stock,
        // The demo's nearly sold-out products start low: no email for a dip the owner sees on the dashboard.
        lowStockAlerted: isLowStock(first.stock, LOW_STOCK_THRESHOLD),
        ...demoProductTax(p.slug),
        ...dosageColumns(demoDosage(p)),
        manufacturerId: makerId(declared.manufacturer),
        packerId: makerId(declared.packer),
        importerId: makerId(declared.importer),
        countryOfOrigin: declared.countryOfOrigin,
        genericName: declared.genericName,
        bestBeforeMonths: declared.bestBeforeMonths,
      })
      .returning({ id: products.id });
    await ctx.db.insert(productImages).values(gallery.map((image, position) => ({ productId: saved!.id, image, position })));
    productIds.set(p.slug, saved!.id);
    await insertDemoSizes(ctx.db, saved!.id, p, sizePictures);
  }
  await ctx.db.insert(pickRules).values(demoPickRuleRows(categoryIds));
  await seedDemoReviews(ctx, productIds);
  for (const [position, b] of demoBanners.entries()) {
    await ctx.db.insert(banners).values({ image: await put(demoImageName.banner(b.slug)), title: b.headline, position });
  }
  await ctx.db.insert(coupons).values(demoCoupons(ctx.now())).onConflictDoNothing();
  await saveShopSettings(ctx.db, DEFAULT_SHOP_SETTINGS);
  await saveTaxSettings(ctx.db, demoTaxSettings);
  // The demo offers cash on delivery, so a newcomer can try it; a real shop (SEED_DEMO=never) starts
  // with it off, as the defaults have it, until the owner turns it on.
  await saveCheckoutSettings(ctx.db, { ...DEFAULT_CHECKOUT_SETTINGS, cod: { ...DEFAULT_CHECKOUT_SETTINGS.cod, enabled: true } });
  ctx.catalogCache.invalidate();
  ctx.log.info({ products: demoProducts.length, ms: Date.now() - started }, 'demo catalog loaded');
  return true;
}

/**
 * A demo product's sizes: the default one the product's insert made (decision 042's trigger) gets its
 * label, net quantity and weight, and the others are added after it with their own pictures; each with
 * its opening stock.
 */
async function insertDemoSizes(db: Db, productId: number, p: DemoProduct, pictures: ReadonlyMap<string, string>): Promise<void> {
  for (const [position, size] of p.sizes.entries()) {
    const figures = { label: size.label, netQuantity: size.netQuantity, netUnit: size.netUnit, weightGrams: size.weightGrams };
    const [variant] =
      position === 0
        ? await db.update(productVariants).set(figures).where(eq(productVariants.productId, productId)).returning({ id: productVariants.id })
        : await db
            .insert(productVariants)
            .values({
              productId,
              position,
              sku: demoSizeSku(p, size),
              ...figures,
              listPricePaise: size.listPricePaise,
              sellingPricePaise: size.sellingPricePaise,
              stock: size.stock,
              lowStockAlerted: isLowStock(size.stock, LOW_STOCK_THRESHOLD),
              image: pictures.get(size.label) ?? '',
            })
            .returning({ id: productVariants.id });
    await insertOpeningStock(db, productId, size.stock, { actor: 'system', note: 'Demo catalog', variantId: variant!.id });
    await db.insert(stockBatches).values(demoBatches(variant!.id, demoSizeSku(p, size), size.stock, position));
  }
}

/** The first day of the month `months` from now: a demo batch's dates. */
function monthFromNow(months: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1)).toISOString().slice(0, 10);
}

/**
 * A demo size's stock in batches (decision 062): a default size with a fair stock has an older batch
 * that ships first and a newer one; the rest one batch each.
 */
function demoBatches(variantId: number, sku: string, stock: number, position: number) {
  const batch = (n: number, quantity: number, made: number, bestBefore: number) => ({
    variantId,
    batchNo: `${sku}-B${n}`,
    manufacturedOn: monthFromNow(made),
    bestBefore: monthFromNow(bestBefore),
    quantity,
  });
  if (position === 0 && stock >= 6) {
    const older = Math.floor(stock / 3);
    return [batch(1, older, -10, 8), batch(2, stock - older, -2, 22)];
  }
  return [batch(1, stock, -4, 14 + position * 2)];
}
