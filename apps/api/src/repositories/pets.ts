import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { petWeights, pets } from '../db/schema';

export type PetRow = typeof pets.$inferSelect;
export type PetWeightRow = typeof petWeights.$inferSelect;

/** A customer's pets, first (the spec's pet) first. */
export function listPets(db: Db, customerId: number): Promise<PetRow[]> {
  return db.select().from(pets).where(eq(pets.customerId, customerId)).orderBy(asc(pets.id));
}

export async function insertPet(db: Db, row: typeof pets.$inferInsert): Promise<PetRow> {
  const [created] = await db.insert(pets).values(row).returning();
  return created!;
}

export async function updatePet(db: Db, customerId: number, petId: number, patch: Partial<typeof pets.$inferInsert>): Promise<PetRow | undefined> {
  const [row] = await db
    .update(pets)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(pets.id, petId), eq(pets.customerId, customerId)))
    .returning();
  return row;
}

export async function deletePet(db: Db, customerId: number, petId: number): Promise<PetRow | undefined> {
  const [row] = await db.delete(pets).where(and(eq(pets.id, petId), eq(pets.customerId, customerId))).returning();
  return row;
}

/** Weights of these pets, oldest first. */
export function listWeights(db: Db, petIds: number[]): Promise<PetWeightRow[]> {
  if (petIds.length === 0) return Promise.resolve([]);
  return db.select().from(petWeights).where(inArray(petWeights.petId, petIds)).orderBy(asc(petWeights.recordedAt), asc(petWeights.id));
}

export async function insertWeight(db: Db, petId: number, grams: number, at?: Date): Promise<void> {
  await db.insert(petWeights).values({ petId, grams, ...(at ? { recordedAt: at } : {}) });
}
