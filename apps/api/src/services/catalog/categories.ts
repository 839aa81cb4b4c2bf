import type { AdminCategory, CategoryInput, PageQuery, Paged } from '@canino/shared';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { badInput, conflict, notFound } from '../../errors';
import * as repo from '../../repositories/categories';
import { removeStoredImages, storeAdminImage } from '../uploads/stored-images';
import { uniqueSlug } from '../products/slugs';
import { recordAdminChange } from '../audit/audit-log';

const audit = (before: repo.CategoryRow | null, after: repo.CategoryRow | null, action: string) => ({
  entity: 'category' as const,
  entityId: (after ?? before)!.id,
  action,
  label: (after ?? before)!.name,
  before,
  after,
});

const NOT_FOUND = 'This category does not exist';

function present(c: repo.CategoryRow, productCount: number): AdminCategory {
  return { id: c.id, name: c.name, slug: c.slug, image: c.image, position: c.position, active: c.active, productCount };
}

export async function listCategories(ctx: AppContext, q: PageQuery): Promise<Paged<AdminCategory>> {
  const { rows, total } = await repo.listCategoriesPage(ctx.db, q);
  return { items: rows.map((r) => present(r.category, r.productCount)), total, page: q.page, pageSize: q.pageSize };
}

export async function getCategory(ctx: AppContext, id: number): Promise<AdminCategory> {
  const row = await repo.findCategoryWithCount(ctx.db, id);
  if (!row) throw notFound(NOT_FOUND);
  return present(row.category, row.productCount);
}

/** A category shows as a picture card on the home page, so a new one needs its image. */
export async function createCategory(ctx: AppContext, adminId: number, input: CategoryInput, image: Buffer | undefined): Promise<AdminCategory> {
  if (!image) throw badInput('Choose an image for the category', { image: 'Choose an image for the category' });
  const url = await storeAdminImage(ctx, 'categories', image);
  try {
    const slug = await uniqueSlug(input.name, (s) => repo.categorySlugTaken(ctx.db, s));
    const row = await ctx.db.transaction(async (tx) => {
      const made = await repo.insertCategory(tx, { ...input, slug, image: url });
      await recordAdminChange(tx, adminId, audit(null, made, 'create'));
      return made;
    });
    ctx.catalogCache.invalidate();
    return present(row, 0);
  } catch (err) {
    await removeStoredImages(ctx, [url]);
    if (isUniqueViolation(err)) throw conflict('A category with this name was saved at the same moment; please try again.');
    throw err;
  }
}

export async function updateCategory(ctx: AppContext, adminId: number, id: number, input: CategoryInput, image: Buffer | undefined): Promise<AdminCategory> {
  const current = await repo.findCategoryWithCount(ctx.db, id);
  if (!current) throw notFound(NOT_FOUND);
  const url = image ? await storeAdminImage(ctx, 'categories', image) : undefined;
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.lockCategory(tx, id);
    if (!before) throw notFound(NOT_FOUND);
    const after = (await repo.updateCategory(tx, id, { ...input, ...(url ? { image: url } : {}) }))!;
    await recordAdminChange(tx, adminId, audit(before, after, 'update'));
    return after;
  });
  ctx.catalogCache.invalidate();
  if (url) await removeStoredImages(ctx, [current.category.image]);
  return present(row, current.productCount);
}

/** Products must belong to a category, so one that still has products is kept; deactivating hides it. */
export async function deleteCategory(ctx: AppContext, adminId: number, id: number): Promise<void> {
  const current = await repo.findCategoryWithCount(ctx.db, id);
  if (!current) throw notFound(NOT_FOUND);
  const n = current.productCount;
  if (n > 0) {
    throw conflict(`This category still has ${n} product${n === 1 ? '' : 's'}. Move ${n === 1 ? 'it' : 'them'} to another category first, or deactivate the category instead.`);
  }
  try {
    await ctx.db.transaction(async (tx) => {
      await repo.deleteCategory(tx, id);
      await recordAdminChange(tx, adminId, audit(current.category, null, 'delete'));
    });
  } catch (err) {
    // A product added since the count above: the foreign key refused, and the answer is the same.
    if ((await repo.findCategoryWithCount(ctx.db, id))?.productCount) throw conflict('This category has just been given products; it was kept.');
    throw err;
  }
  ctx.catalogCache.invalidate();
  await removeStoredImages(ctx, [current.category.image]);
}
