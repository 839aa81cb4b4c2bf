import { asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { PageQuery } from '@canino/shared';
import type { Db } from '../db/client';
import { makers } from '../db/schema';
import { containsPattern, offsetOf } from './paging';
import { lockRow } from './lock-row';

export type MakerRow = typeof makers.$inferSelect;

// Written out in full: inside the subquery a bare "id" would mean the products' id.
const productCount = sql<number>`(select count(*)::int from products p where makers.id in (p.manufacturer_id, p.packer_id, p.importer_id))`;

export async function listMakersPage(db: Db, q: PageQuery) {
  const where = q.q ? ilike(makers.name, containsPattern(q.q)) : undefined;
  const rows = await db.select({ maker: makers, productCount }).from(makers).where(where).orderBy(asc(makers.name), asc(makers.id)).limit(q.pageSize).offset(offsetOf(q));
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(makers)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findMakerWithCount(db: Db, id: number) {
  const [row] = await db.select({ maker: makers, productCount }).from(makers).where(eq(makers.id, id));
  return row;
}

/** The makers with these ids (those that exist), by id. */
export async function findMakers(db: Db, ids: readonly number[]): Promise<Map<number, MakerRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(makers)
    .where(inArray(makers.id, [...new Set(ids)]));
  return new Map(rows.map((m) => [m.id, m]));
}

/** The ids of these makers that exist, each row locked against a delete until the transaction ends. */
export async function lockMakers(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: makers.id })
    .from(makers)
    .where(inArray(makers.id, [...new Set(ids)]))
    .for('share');
  return new Set(rows.map((m) => m.id));
}

/** Every maker's name by its id, for the CSV export. */
export async function listMakerNames(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: makers.id, name: makers.name }).from(makers);
  return new Map(rows.map((m) => [m.id, m.name]));
}

/** Every maker's id by its name in lower case, for the CSV import, which names makers as it names categories. */
export async function makerIdsByName(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: makers.id, name: makers.name }).from(makers);
  return new Map(rows.map((m) => [m.name.toLowerCase(), m.id]));
}

export async function makerNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: makers.id })
    .from(makers)
    .where(sql`lower(${makers.name}) = lower(${name})`);
  return row !== undefined && row.id !== exceptId;
}

export async function insertMaker(db: Db, row: typeof makers.$inferInsert): Promise<MakerRow> {
  const [created] = await db.insert(makers).values(row).returning();
  return created!;
}

export async function updateMaker(db: Db, id: number, patch: Partial<typeof makers.$inferInsert>) {
  const [row] = await db
    .update(makers)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(makers.id, id))
    .returning();
  return row;
}

export async function deleteMaker(db: Db, id: number): Promise<void> {
  await db.delete(makers).where(eq(makers.id, id));
}

/** A maker locked until the transaction ends, read as the change it is about to receive replaces it. */
export const lockMaker = (tx: Db, id: number) => lockRow(tx, makers, id);
