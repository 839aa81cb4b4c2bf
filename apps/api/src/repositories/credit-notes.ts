import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { creditNotes, invoices, orders } from '../db/schema';

export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type NewCreditNote = Omit<typeof creditNotes.$inferInsert, 'id'>;

/** Written under the order's lock; the unique refund stands behind it should two reports get this far. */
export async function insertCreditNote(tx: Db, row: NewCreditNote): Promise<CreditNoteRow> {
  const [saved] = await tx.insert(creditNotes).values(row).returning();
  return saved!;
}

/** An order's credit notes, oldest first: each one's lines count against what the next may credit. */
export async function listOrderCreditNotes(db: Db, orderId: number): Promise<CreditNoteRow[]> {
  return db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.id));
}

/** One credit note of an order (for the owner). */
export async function findCreditNote(db: Db, orderId: number, id: number): Promise<CreditNoteRow | undefined> {
  const [row] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.orderId, orderId), eq(creditNotes.id, id)));
  return row;
}

/** One credit note of an order placed by this customer; undefined for anyone else's. */
export async function findCustomerCreditNote(db: Db, orderId: number, id: number, customerId: number): Promise<CreditNoteRow | undefined> {
  const [row] = await db
    .select({ note: creditNotes })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(and(eq(creditNotes.orderId, orderId), eq(creditNotes.id, id), eq(orders.customerId, customerId)));
  return row?.note;
}

/** One credit note of an order for whoever holds the invoice link of its confirmation email (a guest). */
export async function findLinkedCreditNote(db: Db, orderId: number, id: number, invoiceAccessHash: string) {
  const [row] = await db
    .select({ note: creditNotes, linkIssuedAt: invoices.accessLinkIssuedAt })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.orderId, orderId), eq(creditNotes.id, id), eq(invoices.accessTokenHash, invoiceAccessHash)));
  return row;
}

const registerColumns = {
  id: creditNotes.id,
  orderId: creditNotes.orderId,
  number: creditNotes.number,
  invoiceNumber: invoices.number,
  issuedAt: creditNotes.issuedAt,
  placeOfSupply: creditNotes.placeOfSupply,
  taxablePaise: creditNotes.taxablePaise,
  taxPaise: creditNotes.taxPaise,
  totalPaise: creditNotes.totalPaise,
  buyerName: sql<string>`${creditNotes.document}->'buyer'->>'name'`,
};

/** One page of the credit-note register, newest first, optionally within [from, to). */
export async function pageCreditNotes(db: Db, q: { page: number; pageSize: number; from?: Date; to?: Date }) {
  const where = and(...(q.from ? [gte(creditNotes.issuedAt, q.from)] : []), ...(q.to ? [lt(creditNotes.issuedAt, q.to)] : []));
  const [items, [count]] = await Promise.all([
    db
      .select(registerColumns)
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(where)
      .orderBy(desc(creditNotes.issuedAt), desc(creditNotes.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(creditNotes)
      .where(where),
  ]);
  return { items, total: count?.n ?? 0 };
}

/** Every credit note issued within [from, to), oldest first, for a month's return. */
export async function creditNotesIssuedBetween(db: Db, from: Date, to: Date): Promise<CreditNoteRow[]> {
  return db
    .select()
    .from(creditNotes)
    .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
}
