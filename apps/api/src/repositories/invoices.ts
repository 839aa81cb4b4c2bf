import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { DOCUMENT_NUMBER_DIGITS, documentNumberStem } from '@canino/shared';
import type { Db } from '../db/client';
import { idList } from '../db/id-list';
import { readRow, resultRows } from '../db/read-row';
import { invoices, orders, products, taxSettings } from '../db/schema';
import { insertJobsStatement, type NewJob } from './jobs';
import type { TaxSettingsRow } from './tax-settings';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id'>;

/**
 * Takes the next number of the year's invoice series and writes the invoice under it, in one statement:
 * the series row stays locked until the transaction ends, so this is the paying transaction's last
 * statement, and one round trip instead of two (decision 026). The number is documentNumber's format,
 * padded here by the database. `jobs` are written by the same statement (decision 031).
 */
export async function insertNumberedInvoice(tx: Db, prefix: string, row: Omit<NewInvoice, 'number' | 'sequence'>, jobs: NewJob[] = []): Promise<InvoiceRow> {
  const stem = documentNumberStem(prefix, row.financialYear);
  // The jobs that commit with the invoice (its order's emails) are written by the same statement: they
  // take no lock, so the series' row is still held only from this, the transaction's last statement.
  const queued = jobs.length ? sql`queued as (${insertJobsStatement(jobs)}), ` : sql``;
  const result = await tx.execute(sql`
    with ${queued}taken as (
      insert into document_series (kind, financial_year, last_number) values ('invoice', ${row.financialYear}, 1)
      on conflict (kind, financial_year) do update set last_number = document_series.last_number + 1
      returning last_number
    ), numbered as (
      select last_number as sequence, ${stem} || lpad(last_number::text, greatest(${DOCUMENT_NUMBER_DIGITS}, length(last_number::text)), '0') as number from taken
    )
    insert into invoices (order_id, number, financial_year, sequence, issued_at, place_of_supply, taxable_paise, tax_paise, total_paise, access_token_hash, document)
    select ${row.orderId}, number, ${row.financialYear}, sequence, ${row.issuedAt.toISOString()}, ${row.placeOfSupply}, ${row.taxablePaise}, ${row.taxPaise},
           ${row.totalPaise}, ${row.accessTokenHash}, ${JSON.stringify(row.document)}::jsonb || jsonb_build_object('number', number)
      from numbered
    returning id, number, sequence, access_link_issued_at`);
  const saved = resultRows(result)[0]!;
  const number = String(saved.number);
  return {
    ...row,
    id: Number(saved.id),
    number,
    sequence: Number(saved.sequence),
    accessLinkIssuedAt: new Date(saved.access_link_issued_at as string | Date),
    document: { ...row.document, number },
  };
}

/** What a sale's invoice needs: the shop's GST registration (undefined while it has none) and each product's HSN code and GST rate. */
export interface InvoiceFacts {
  seller: TaxSettingsRow | undefined;
  taxFacts: Map<number, { hsnCode: string; gstRate: number }>;
}

/** The invoice facts as two columns of a statement's answer, for readInvoiceFacts or a statement that reads more (readSaleFacts). */
export function invoiceFactsColumns(productIds: readonly number[]): SQL {
  return sql`(select row_to_json(t) from tax_settings t where t.id = 1) as seller,
           (select coalesce(json_agg(json_build_array(p.id, p.hsn_code, p.gst_rate)), '[]') from products p where p.id in (${idList(productIds)})) as products`;
}

export function readInvoiceFactsColumns(row: Record<string, unknown>): InvoiceFacts {
  const seller = row.seller ? readRow(taxSettings, row.seller as Record<string, unknown>) : undefined;
  const facts = row.products as [number, string, number][];
  return {
    seller: seller && {
      legalName: seller.legalName,
      gstin: seller.gstin,
      address: seller.address,
      state: seller.state,
      invoicePrefix: seller.invoicePrefix,
      shippingGstRate: seller.shippingGstRate,
    },
    taxFacts: new Map(facts.map(([id, hsnCode, gstRate]) => [id, { hsnCode, gstRate }])),
  };
}

/** The invoice facts of a sale made now, in one round trip of the paying transaction. */
export async function readInvoiceFacts(tx: Db, productIds: readonly number[]): Promise<InvoiceFacts> {
  return readInvoiceFactsColumns(resultRows(await tx.execute(sql`select ${invoiceFactsColumns(productIds)}`))[0]!);
}

export async function findInvoiceOfOrder(db: Db, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

/** The invoice of an order placed by this customer; undefined for anyone else's order. */
export async function findCustomerInvoice(db: Db, orderId: number, customerId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.orderId, orderId), eq(orders.customerId, customerId)));
  return row?.invoice;
}

export async function findInvoiceByAccessHash(db: Db, orderId: number, accessTokenHash: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.accessTokenHash, accessTokenHash)));
  return row;
}

/** The order's email beside its invoice, for sending its link afresh. */
export async function findInvoiceWithOrderEmail(db: Db, orderId: number): Promise<{ invoiceId: number; email: string; linkIssuedAt: Date } | undefined> {
  const [row] = await db
    .select({ invoiceId: invoices.id, email: orders.email, linkIssuedAt: invoices.accessLinkIssuedAt })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.orderId, orderId));
  return row;
}

/** A fresh guest link: the old token stops opening, and the new one opens for INVOICE_LINK_DAYS from `at`. */
export async function renewInvoiceLink(db: Db, invoiceId: number, accessTokenHash: string, at: Date): Promise<void> {
  await db.update(invoices).set({ accessTokenHash, accessLinkIssuedAt: at }).where(eq(invoices.id, invoiceId));
}

const registerColumns = {
  id: invoices.id,
  orderId: invoices.orderId,
  number: invoices.number,
  issuedAt: invoices.issuedAt,
  placeOfSupply: invoices.placeOfSupply,
  taxablePaise: invoices.taxablePaise,
  taxPaise: invoices.taxPaise,
  totalPaise: invoices.totalPaise,
  buyerName: sql<string>`${invoices.document}->'buyer'->>'name'`,
};

/** One page of the invoice register, newest first, optionally within [from, to). */
export async function pageInvoices(db: Db, q: { page: number; pageSize: number; from?: Date; to?: Date }) {
  const where = and(...(q.from ? [gte(invoices.issuedAt, q.from)] : []), ...(q.to ? [lt(invoices.issuedAt, q.to)] : []));
  const [items, [count]] = await Promise.all([
    db
      .select(registerColumns)
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(where),
  ]);
  return { items, total: count?.n ?? 0 };
}

/** Every invoice issued within [from, to), oldest first, for a month's return. */
export async function invoicesIssuedBetween(db: Db, from: Date, to: Date): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
}

/** Sets the HSN code and GST rate of every product in a category; returns how many products changed. */
/** Sets the tax of every product of a category; answers each product's row before and after, for the audit log. */
export async function setCategoryTax(db: Db, categoryId: number, tax: { hsnCode: string; gstRate: number }) {
  const before = await db.select().from(products).where(eq(products.categoryId, categoryId)).orderBy(asc(products.id)).for('no key update');
  const after = await db
    .update(products)
    .set({ ...tax, updatedAt: new Date() })
    .where(eq(products.categoryId, categoryId))
    .returning();
  const afterOf = new Map(after.map((p) => [p.id, p]));
  return before.flatMap((b) => (afterOf.has(b.id) ? [{ before: b, after: afterOf.get(b.id)! }] : []));
}
