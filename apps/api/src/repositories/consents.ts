import type { ConsentPurpose, ConsentRecord, ConsentSource } from '@canino/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { consentLinks, consents } from '../db/schema';

/** The customer's choices as written, oldest first (optionally of one purpose): what `currentConsents` reads. */
export async function consentHistory(db: Db, customerId: number, purpose?: ConsentPurpose): Promise<ConsentRecord[]> {
  const rows = await db
    .select()
    .from(consents)
    .where(and(eq(consents.customerId, customerId), purpose ? eq(consents.purpose, purpose) : undefined))
    .orderBy(asc(consents.id));
  return rows.map((r) => ({ purpose: r.purpose, granted: r.granted, source: r.source, at: r.createdAt }));
}

export async function insertConsent(db: Db, row: { customerId: number; purpose: ConsentPurpose; granted: boolean; source: ConsentSource; at: Date }): Promise<void> {
  await db.insert(consents).values({ customerId: row.customerId, purpose: row.purpose, granted: row.granted, source: row.source, createdAt: row.at });
}

/** The purpose's link token of this customer: the existing one, or `fresh` written now. */
export async function linkTokenOf(db: Db, customerId: number, purpose: ConsentPurpose, fresh: string): Promise<string> {
  await db
    .insert(consentLinks)
    .values({ customerId, purpose, token: fresh })
    .onConflictDoNothing({ target: [consentLinks.customerId, consentLinks.purpose] });
  const [row] = await db
    .select({ token: consentLinks.token })
    .from(consentLinks)
    .where(and(eq(consentLinks.customerId, customerId), eq(consentLinks.purpose, purpose)));
  return row!.token;
}

export async function findConsentLink(db: Db, token: string) {
  const [row] = await db.select({ customerId: consentLinks.customerId, purpose: consentLinks.purpose }).from(consentLinks).where(eq(consentLinks.token, token));
  return row;
}
