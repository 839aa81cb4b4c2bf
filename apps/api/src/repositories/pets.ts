import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customerChanged } from '../db/after-commit-changes';
import { petWeights, pets, sessions } from '../db/schema';
import { liveSession } from './sessions';

export type PetRow = typeof pets.$inferSelect;
export type PetWeightRow = typeof petWeights.$inferSelect;

/** A customer's pets, first (the spec's pet) first. */
export function listPets(db: Db, customerId: number): Promise<PetRow[]> {
  return db.select().from(pets).where(eq(pets.customerId, customerId)).orderBy(asc(pets.id));
}

/** A customer's pets and their weight histories in one round trip (a product page asks on every view). */
export async function listPetsWithWeights(db: Db, customerId: number): Promise<{ pets: PetRow[]; weights: PetWeightRow[] }> {
  const rows = await db
    .select({ pet: pets, weight: petWeights })
    .from(pets)
    .leftJoin(petWeights, eq(petWeights.petId, pets.id))
    .where(eq(pets.customerId, customerId))
    .orderBy(asc(pets.id), asc(petWeights.recordedAt), asc(petWeights.id));
  return petsAndWeights(rows);
}

/** A live customer session's customer and its end, with that customer's pets and their weights. */
export interface PetsOfSession {
  customerId: number;
  expiresAt: Date;
  pets: PetRow[];
  weights: PetWeightRow[];
}

/**
 * The same for the customer whose live session the token hash names, found in the same round trip as the
 * session: "Picked for" is asked on every product page, and its cost is round trips to the database.
 * Undefined when the hash names no live customer session; no pets when the customer has none yet.
 */
export async function listPetsOfSession(db: Db, tokenHash: string, now: Date): Promise<PetsOfSession | undefined> {
  const rows = await db
    .select({ customerId: sessions.subjectId, expiresAt: sessions.expiresAt, pet: pets, weight: petWeights })
    .from(sessions)
    .leftJoin(pets, eq(pets.customerId, sessions.subjectId))
    .leftJoin(petWeights, eq(petWeights.petId, pets.id))
    .where(liveSession(tokenHash, 'customer', now))
    .orderBy(asc(pets.id), asc(petWeights.recordedAt), asc(petWeights.id));
  return rows.length ? { customerId: rows[0]!.customerId, expiresAt: rows[0]!.expiresAt, ...petsAndWeights(rows) } : undefined;
}

/** Pet and weight rows of a join, one pet per row, back to the pets and their weights. */
function petsAndWeights(rows: { pet: PetRow | null; weight: PetWeightRow | null }[]): { pets: PetRow[]; weights: PetWeightRow[] } {
  const byId = new Map<number, PetRow>();
  const weights: PetWeightRow[] = [];
  for (const r of rows) {
    if (r.pet) byId.set(r.pet.id, r.pet);
    if (r.weight) weights.push(r.weight);
  }
  return { pets: [...byId.values()], weights };
}

/*
 * Every write of a pet or a weight says whose it was (customerChanged): each API process keeps the pets of
 * the sessions it served in memory (decision 017) and drops a customer's once the write is committed.
 */

export async function insertPet(db: Db, row: typeof pets.$inferInsert): Promise<PetRow> {
  const [created] = await db.insert(pets).values(row).returning();
  await customerChanged(db, created!.customerId);
  return created!;
}

export async function updatePet(db: Db, customerId: number, petId: number, patch: Partial<typeof pets.$inferInsert>): Promise<PetRow | undefined> {
  const [row] = await db
    .update(pets)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(pets.id, petId), eq(pets.customerId, customerId)))
    .returning();
  if (row) await customerChanged(db, customerId);
  return row;
}

export async function deletePet(db: Db, customerId: number, petId: number): Promise<PetRow | undefined> {
  const [row] = await db
    .delete(pets)
    .where(and(eq(pets.id, petId), eq(pets.customerId, customerId)))
    .returning();
  if (row) await customerChanged(db, customerId);
  return row;
}

/** Weights of these pets, oldest first. */
export function listWeights(db: Db, petIds: number[]): Promise<PetWeightRow[]> {
  if (petIds.length === 0) return Promise.resolve([]);
  return db.select().from(petWeights).where(inArray(petWeights.petId, petIds)).orderBy(asc(petWeights.recordedAt), asc(petWeights.id));
}

export async function insertWeight(db: Db, petId: number, grams: number, at?: Date): Promise<void> {
  await db.insert(petWeights).values({ petId, grams, ...(at ? { recordedAt: at } : {}) });
  const [pet] = await db.select({ customerId: pets.customerId }).from(pets).where(eq(pets.id, petId));
  if (pet) await customerChanged(db, pet.customerId);
}
