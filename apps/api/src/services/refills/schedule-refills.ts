import { randomBytes } from 'node:crypto';
import { doseFor, doseUnitsInSize, planRefill, indianDate, suitsPet, type NetUnit } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { findCustomerById } from '../../repositories/customers';
import { listPets, listWeights } from '../../repositories/pets';
import { deliveredLines, deliveredOrdersWithoutRefills, insertRefill, supersedeRefills } from '../../repositories/refills';
import { presentDosage } from '../catalog/present';
import { enqueueJob } from '../jobs/enqueue';
import { syncFirstPetFromSpec } from '../pets/first-pet';
import { factsOf, presentPet } from '../pets/present-pet';

/** Reminders go out in the morning, India time (08:30), rather than at midnight; one due today already goes at once. */
export const reminderTime = (day: string) => new Date(`${day}T03:00:00Z`);

/**
 * When an order is delivered: for each line with a dosage, when its packs run out for the dog that takes
 * them, and a reminder job for `REFILL_REMIND_DAYS_BEFORE` days before. The dog is the customer's first pet
 * the product suits (its dose covers the weight); with none, there is nothing to compute and no reminder.
 * Runs in the transaction that records the delivery; a second run for the same order writes nothing (one
 * refill per order line, one job per refill and day).
 */
export async function scheduleRefills(tx: Db, ctx: AppContext, orderId: number, deliveredAt: Date): Promise<number> {
  const lines = await deliveredLines(tx, orderId);
  const customerId = lines[0]?.customerId;
  if (!customerId) return 0;
  const withDosage = lines.flatMap((l) => {
    const dosage = l.line.productId === null ? null : presentDosage({ packSize: packOf(l), doseUnit: l.doseUnit, dosageBands: l.bands, lifeStage: l.lifeStage });
    return dosage ? [{ ...l, dosage }] : [];
  });
  if (withDosage.length === 0) return 0;
  let rows = await listPets(tx, customerId);
  if (rows.length === 0) {
    const customer = await findCustomerById(tx, customerId);
    if (customer) await syncFirstPetFromSpec(tx, customer, deliveredAt);
    rows = await listPets(tx, customerId);
  }
  const weights = await listWeights(
    tx,
    rows.map((r) => r.id),
  );
  const pets = rows.map((r, i) => presentPet(r, weights, deliveredAt, i === 0));
  const deliveredOn = indianDate(deliveredAt);
  let scheduled = 0;
  for (const l of withDosage) {
    const { dosage } = l;
    const productId = l.line.productId!;
    const pet = pets.find((p) => suitsPet({ id: productId, categoryId: 0, dosage, inStock: true }, factsOf(p)));
    const dose = pet?.weightGrams ? doseFor(dosage, pet.weightGrams) : null;
    if (!pet || dose?.kind !== 'dose') continue;
    const plan = planRefill({ deliveredOn, quantity: l.line.quantity, packSize: dosage.packSize, unitsPerDay: dose.unitsPerDay, daysBefore: ctx.config.refillRemindDaysBefore });
    const refill = await insertRefill(tx, {
      customerId,
      orderId,
      orderLineId: l.line.id,
      productId,
      variantId: l.line.variantId,
      petId: pet.id,
      quantity: l.line.quantity,
      deliveredOn,
      runsOutOn: plan.runsOutOn,
      remindOn: plan.remindOn,
      token: randomBytes(24).toString('base64url'),
    });
    if (!refill) continue;
    await supersedeRefills(tx, customerId, productId, refill.id);
    // Packs that run out within the lead time are reminded at once, not at the next morning's hour.
    await enqueueReminder(tx, refill.id, plan.remindOn, plan.remindOn === deliveredOn ? deliveredAt : undefined);
    scheduled++;
  }
  return scheduled;
}

/** The job that checks and sends a refill's reminder on `day`; keyed so the same reminder is never queued twice. */
export function enqueueReminder(tx: Db, refillId: number, day: string, at = reminderTime(day)): Promise<boolean> {
  return enqueueJob(tx, { kind: 'refill.remind', payload: { refillId }, runAt: at, key: `refill.remind:${refillId}:${day}` });
}

/** The hourly backstop: delivered orders of the last two days that have no refills yet. */
export async function sweepDeliveredOrders(ctx: AppContext): Promise<number> {
  const since = new Date(ctx.now().getTime() - 2 * 24 * 3_600_000);
  let scheduled = 0;
  for (const o of await deliveredOrdersWithoutRefills(ctx.db, since)) {
    scheduled += await ctx.db.transaction((tx) => scheduleRefills(tx, ctx, o.orderId, o.deliveredAt));
  }
  return scheduled;
}

/** Dose units in one pack of the size delivered, as the product page counts them (doseUnitsInSize). */
function packOf(l: { packSize: number | null; netQuantity: number | null; netUnit: NetUnit | null; isDefaultSize: boolean | null; doseUnit: string | null }): number | null {
  const size = l.netQuantity === null || l.netUnit === null || l.isDefaultSize === null ? null : { netQuantity: l.netQuantity, netUnit: l.netUnit, isDefault: l.isDefaultSize };
  return doseUnitsInSize({ packSize: l.packSize, unitName: l.doseUnit }, size);
}
