import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resultRows } from '../db/read-row';
import { invoiceFactsColumns, readInvoiceFactsColumns, type InvoiceFacts } from './invoices';
import { liveBatchesColumn, readLiveBatchesColumn, type StockBatchRow } from './stock-batches';

/**
 * What a paid sale reads once it holds the stock's locks, in one round trip: the sizes' batches on sale
 * (which its packs leave, read after the locks so they are as the last sale left them) and its
 * invoice's facts.
 */
export async function readSaleFacts(tx: Db, variantIds: readonly number[], productIds: readonly number[]): Promise<{ batches: StockBatchRow[]; invoice: InvoiceFacts }> {
  const row = resultRows(await tx.execute(sql`select ${liveBatchesColumn(variantIds)}, ${invoiceFactsColumns(productIds)}`))[0]!;
  return { batches: readLiveBatchesColumn(row), invoice: readInvoiceFactsColumns(row) };
}
