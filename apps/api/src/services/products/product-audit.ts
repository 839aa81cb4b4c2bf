import type { Db } from '../../db/client';
import type { GalleryRow, ProductRow } from '../../repositories/products';
import { recordAdminChange } from '../audit/audit-log';

/**
 * A product as the audit log keeps it. Stock is left out: every change of it is in the stock history
 * with its reason and who made it (decision 024), and the product's page shows both. The low-stock flag
 * and the rating counters are kept by the shop itself, never by an admin.
 */
function audited(row: ProductRow | null) {
  if (row === null) return null;
  const { stock: _stock, lowStockAlerted: _alerted, ratingCount: _count, ratingSum: _sum, ...rest } = row;
  return rest;
}

/** One admin change of a product (form, dosage, gallery, bulk edit, import, tax by category, delete). */
export function recordProductChange(tx: Db, adminId: number, action: string, before: ProductRow | null, after: ProductRow | null): Promise<void> {
  const row = (after ?? before)!;
  return recordAdminChange(tx, adminId, { entity: 'product', entityId: row.id, action, label: row.name, before: audited(before), after: audited(after) });
}

/** A change of a product's gallery: its images in order, before and after. */
export function recordGalleryChange(tx: Db, adminId: number, product: ProductRow, before: GalleryRow[], after: GalleryRow[]): Promise<void> {
  const images = (rows: GalleryRow[]) => ({ gallery: rows.map((g) => g.image) });
  return recordAdminChange(tx, adminId, { entity: 'product', entityId: product.id, action: 'gallery', label: product.name, before: images(before), after: images(after) });
}
