import type { AdminBanner, BannerInput, PageQuery, Paged } from '@canino/shared';
import type { AppContext } from '../../context';
import { badInput, notFound } from '../../errors';
import * as repo from '../../repositories/admin-banners';
import { removeStoredImages, storeAdminImage } from './stored-images';

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

export async function createBanner(ctx: AppContext, input: BannerInput, image: Buffer | undefined): Promise<AdminBanner> {
  if (!image) throw badInput('Choose an image for the banner', { image: 'Choose an image for the banner' });
  const url = await storeAdminImage(ctx, 'banners', image);
  try {
    const row = await repo.insertBanner(ctx.db, { ...input, image: url });
    ctx.catalogCache.invalidate();
    return present(row);
  } catch (err) {
    await removeStoredImages(ctx, [url]);
    throw err;
  }
}

export async function updateBanner(ctx: AppContext, id: number, input: BannerInput, image: Buffer | undefined): Promise<AdminBanner> {
  const current = await repo.findBanner(ctx.db, id);
  if (!current) throw notFound(NOT_FOUND);
  const url = image ? await storeAdminImage(ctx, 'banners', image) : undefined;
  const row = await repo.updateBanner(ctx.db, id, { ...input, ...(url ? { image: url } : {}) });
  ctx.catalogCache.invalidate();
  if (url) await removeStoredImages(ctx, [current.image]);
  return present(row!);
}

export async function deleteBanner(ctx: AppContext, id: number): Promise<void> {
  const current = await repo.findBanner(ctx.db, id);
  if (!current) throw notFound(NOT_FOUND);
  await repo.deleteBanner(ctx.db, id);
  ctx.catalogCache.invalidate();
  await removeStoredImages(ctx, [current.image]);
}
