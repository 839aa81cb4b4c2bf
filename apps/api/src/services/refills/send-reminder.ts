import { doseFor, indianDate } from '@canino/shared';
import type { AppContext } from '../../context';
import { findCustomerById } from '../../repositories/customers';
import { listWeights } from '../../repositories/pets';
import * as repo from '../../repositories/refills';
import { getShopSettings } from '../../repositories/shop-settings';
import { presentDosage } from '../catalog/present';
import { hasConsent, unsubscribeLinks } from '../consents/consents';
import { enqueueEmail } from '../mail/enqueue-email';
import { refillReminderEmail } from './reminder-email';

/**
 * The reminder job. Everything is checked again when it runs, because days have passed since it was
 * queued: reordered meanwhile → ended without email; no consent to reminders (never given, or withdrawn)
 * or the product muted → ended; snoozed to a later day → nothing (the later day has its own job). Then the refill is claimed
 * (one winner, see claimReminder) and its email queued in the same transaction: two workers, a retried
 * job or a second delivery event still make one email.
 */
export async function sendRefillReminder(ctx: AppContext, refillId: number): Promise<void> {
  const row = await repo.findRefill(ctx.db, refillId);
  if (!row || row.refill.state !== 'scheduled') return;
  const { refill } = row;
  const today = indianDate(ctx.now());
  if (refill.remindOn > today) return;
  if (await repo.orderedAgainAfter(ctx.db, refill.customerId, refill.productId, refill.orderId)) return repo.endRefill(ctx.db, refill.id, 'reordered');
  // Consent is asked now, at sending: a withdrawal since the refill was scheduled stops it.
  const muted = !(await hasConsent(ctx.db, refill.customerId, 'refill_reminders')) || (await repo.productMuted(ctx.db, refill.customerId, refill.productId));
  if (muted || !row.productActive) return repo.endRefill(ctx.db, refill.id, 'off');
  const customer = await findCustomerById(ctx.db, refill.customerId);
  if (!customer) return;
  const shop = await getShopSettings(ctx.db);
  const dosage = presentDosage((await repo.findProductDosage(ctx.db, refill.productId))!);
  const grams = refill.petId ? ((await listWeights(ctx.db, [refill.petId])).at(-1)?.grams ?? null) : null;
  const dose = dosage && grams ? doseFor(dosage, grams) : null;
  const base = ctx.config.publicUrl;
  const unsubscribe = await unsubscribeLinks(ctx, refill.customerId, 'refill_reminders');
  const email = refillReminderEmail({
    shopName: shop.name,
    customerName: customer.ownerName,
    petName: row.petName,
    productName: row.productName,
    quantity: refill.quantity,
    runsOutOn: refill.runsOutOn,
    cartUrl: `${base}/refill#token=${refill.token}`,
    accountUrl: `${base}/refills`,
    unsubscribeUrl: unsubscribe.page,
    oneClickUrl: unsubscribe.oneClick,
    shopEmail: shop.email,
    dose: dose?.kind === 'dose' ? { unitsPerDay: dose.unitsPerDay, unit: dosage!.unitName } : null,
  });
  await ctx.db.transaction(async (tx) => {
    const claimed = await repo.claimReminder(tx, refill.id, today);
    if (!claimed) return;
    await enqueueEmail(tx, base, { to: customer.email, ...email }, `refill.email:${refill.id}:${claimed.remindOn}`);
  });
}
