import type { AdminMaker, MakerInput, PageQuery, Paged } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../errors';
import * as repo from '../../repositories/makers';
import { recordAdminChange } from '../audit/audit-log';

const NOT_FOUND = 'This maker does not exist';
const NAME_TAKEN = 'Another maker already has this name';

const audit = (before: repo.MakerRow | null, after: repo.MakerRow | null, action: string) => ({
  entity: 'maker' as const,
  entityId: (after ?? before)!.id,
  action,
  label: (after ?? before)!.name,
  before,
  after,
});

const present = (m: repo.MakerRow, productCount: number): AdminMaker => ({ id: m.id, name: m.name, address: m.address, productCount });

export async function listMakers(ctx: AppContext, q: PageQuery): Promise<Paged<AdminMaker>> {
  const { rows, total } = await repo.listMakersPage(ctx.db, q);
  return { items: rows.map((r) => present(r.maker, r.productCount)), total, page: q.page, pageSize: q.pageSize };
}

export async function getMaker(ctx: AppContext, id: number): Promise<AdminMaker> {
  const row = await repo.findMakerWithCount(ctx.db, id);
  if (!row) throw notFound(NOT_FOUND);
  return present(row.maker, row.productCount);
}

async function saving<T>(ctx: AppContext, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    const saved = await ctx.db.transaction(work);
    // Product pages print the makers' names and addresses.
    ctx.catalogCache.invalidate();
    return saved;
  } catch (err) {
    // Two saves of one name at the same moment: the unique index refuses the later.
    if (isUniqueViolation(err)) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
    throw err;
  }
}

export async function createMaker(ctx: AppContext, adminId: number, input: MakerInput): Promise<AdminMaker> {
  if (await repo.makerNameTaken(ctx.db, input.name)) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
  const made = await saving(ctx, async (tx) => {
    const row = await repo.insertMaker(tx, input);
    await recordAdminChange(tx, adminId, audit(null, row, 'create'));
    return row;
  });
  return present(made, 0);
}

/** A corrected address shows at once on every product the maker made, packed or imported. */
export async function updateMaker(ctx: AppContext, adminId: number, id: number, input: MakerInput): Promise<AdminMaker> {
  if (await repo.makerNameTaken(ctx.db, input.name, id)) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
  await saving(ctx, async (tx) => {
    const before = await repo.lockMaker(tx, id);
    if (!before) throw notFound(NOT_FOUND);
    await recordAdminChange(tx, adminId, audit(before, (await repo.updateMaker(tx, id, input))!, 'update'));
  });
  return getMaker(ctx, id);
}

/**
 * A maker that products name is kept: their pages would lose a declaration. The row stays locked while
 * its products are counted, so a product saved naming it at the same moment waits, then finds it gone.
 */
export async function deleteMaker(ctx: AppContext, adminId: number, id: number): Promise<void> {
  await saving(ctx, async (tx) => {
    const before = await repo.lockMaker(tx, id);
    if (!before) throw notFound(NOT_FOUND);
    const n = (await repo.findMakerWithCount(tx, id))!.productCount;
    if (n > 0) throw conflict(`${n} product${n === 1 ? ' names' : 's name'} this maker. Choose another maker on ${n === 1 ? 'it' : 'them'} first.`);
    await repo.deleteMaker(tx, id);
    await recordAdminChange(tx, adminId, audit(before, null, 'delete'));
  });
}
