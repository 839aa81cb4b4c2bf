import type { AdminBanner, BannerInput, PageQuery, Paged } from '@canino/shared';
import type { AppContext } from '../../context';
import { badInput, notFound } from '../../errors';
import * as repo from '../../repositories/banners';
import { removeStoredImages, storeAdminImage } from '../uploads/stored-images';
import { recordAdminChange } from '../audit/audit-log';

const audit = (before: repo.BannerRow | null, after: repo.BannerRow | null, action: string) => ({
  entity: 'banner' as const,
  entityId: (after ?? before)!.id,
  action,
  label: (after ?? before)!.title || `Banner #${(after ?? before)!.id}`,
  before,
  after,
});

const NOT_FOUND = 'This banner does not exist';

function present(b: repo.BannerRow): AdminBanner {
  return { id: b.id, image: b.image, title: b.title, position: b.position, active: b.active };
}

export async function listBanners(ctx: AppContext, q: PageQuery): Promise<Paged<AdminBanner>> {
  const { rows, total } = await repo.listBannersPage(ctx.db, q);
  return { items: rows.map(present), total, page: q.page, pageSize: q.pageSize };
}

export async function getBanner(ctx: AppContext, id: number): Promise<AdminBanner> {
  const row = await repo.findBanner(ctx.db, id);
  if (!row) throw notFound(NOT_FOUND);
  return present(row);
}

export async function createBanner(ctx: AppContext, adminId: number, input: BannerInput, image: Buffer | undefined): Promise<AdminBanner> {
  if (!image) throw badInput('Choose an image for the banner', { image: 'Choose an image for the banner' });
  const url = await storeAdminImage(ctx, 'banners', image);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const made = await repo.insertBanner(tx, { ...input, image: url });
      await recordAdminChange(tx, adminId, audit(null, made, 'create'));
      return made;
    });
    ctx.catalogCache.invalidate();
    return present(row);
  } catch (err) {
    await removeStoredImages(ctx, [url]);
    throw err;
  }
}

export async function updateBanner(ctx: AppContext, adminId: number, id: number, input: BannerInput, image: Buffer | undefined): Promise<AdminBanner> {
  const current = await repo.findBanner(ctx.db, id);
  if (!current) throw notFound(NOT_FOUND);
  const url = image ? await storeAdminImage(ctx, 'banners', image) : undefined;
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.lockBanner(tx, id);
    if (!before) throw notFound(NOT_FOUND);
    const after = (await repo.updateBanner(tx, id, { ...input, ...(url ? { image: url } : {}) }))!;
    await recordAdminChange(tx, adminId, audit(before, after, 'update'));
    return after;
  });
  ctx.catalogCache.invalidate();
  if (url) await removeStoredImages(ctx, [current.image]);
  return present(row);
}

export async function deleteBanner(ctx: AppContext, adminId: number, id: number): Promise<void> {
  const current = await repo.findBanner(ctx.db, id);
  if (!current) throw notFound(NOT_FOUND);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteBanner(tx, id);
    await recordAdminChange(tx, adminId, audit(current, null, 'delete'));
  });
  ctx.catalogCache.invalidate();
  await removeStoredImages(ctx, [current.image]);
}
