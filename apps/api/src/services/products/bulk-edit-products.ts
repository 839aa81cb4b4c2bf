import { applyBulkEdit, declarationNames, declarationsBlockingSale, type ProductBulkEditInput, type ProductBulkEditResult } from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import * as repo from '../../repositories/products';
import { setStock } from '../stock/stock-history';
import { adminActor } from '../staff/admin-actor';
import { declarationsOf } from './product-declarations';
import { recordProductChange } from './product-audit';

/**
 * The owner's bulk edit of price, stock and status for the selected products, in one transaction:
 * the rows are locked, every product is checked, and either all change or none does (a product whose
 * selling price would pass its list price names itself, 422; so do the products that would go on sale
 * without their declarations, each with what it lacks).
 */
export async function bulkEditProducts(ctx: AppContext, adminId: number, input: ProductBulkEditInput): Promise<ProductBulkEditResult> {
  const { productIds, ...edit } = input;
  const actor = await adminActor(ctx, adminId);
  const updated = await ctx.db.transaction(async (tx) => {
    const rows = await repo.lockProducts(tx, productIds);
    if (rows.length !== productIds.length) {
      const gone = productIds.length - rows.length;
      throw notFound(`${gone} of the selected products no longer ${gone === 1 ? 'exists' : 'exist'}; refresh the list and try again`);
    }
    const changes = rows.map((p) => ({ id: p.id, result: applyBulkEdit(p, edit) }));
    const refused = changes.flatMap((c) => (c.result.ok ? [] : [c.result.message]));
    if (refused.length) throw new AppError('UNPROCESSABLE', refused[0]!, { productIds: refused.join('\n') });
    const undeclared = rows.flatMap((p, i) => {
      const result = changes[i]!.result;
      const declarations = declarationsOf(p);
      const blocking = result.ok ? declarationsBlockingSale({ active: p.active, declarations }, { active: result.next.active, declarations }) : [];
      return blocking.length ? [`${p.name} (${declarationNames(blocking)})`] : [];
    });
    if (undeclared.length) {
      const message = `${undeclared.length === 1 ? 'This product lacks' : `${undeclared.length} products lack`} the declarations a product on sale must show, so none was changed: ${undeclared.join('; ')}`;
      throw new AppError('UNPROCESSABLE', message, { productIds: message });
    }
    for (const [i, c] of changes.entries()) {
      if (!c.result.ok) continue;
      const { stock, ...rest } = c.result.next;
      // Stock moves through its history (manual edit by this admin), the rest is a plain update.
      await setStock(tx, { productId: c.id }, stock, { reason: 'manual_edit', actor, adminId, note: 'Bulk edit' });
      const after = await repo.updateProduct(tx, c.id, rest);
      await recordProductChange(tx, adminId, 'bulk_edit', rows[i]!, after!);
    }
    return changes.length;
  });
  ctx.catalogCache.invalidate();
  return { updated };
}
