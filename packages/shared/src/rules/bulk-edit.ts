import { formatINR } from './money.js';

/** What the owner changes on every selected product; a field left out stays as each product has it. */
export interface BulkEdit {
  sellingPricePaise?: number;
  listPricePaise?: number;
  stock?: number;
  active?: boolean;
}

export interface EditableProduct {
  name: string;
  listPricePaise: number;
  sellingPricePaise: number;
  stock: number;
  active: boolean;
}

export type BulkEditResult = { ok: true; next: Omit<EditableProduct, 'name'> } | { ok: false; message: string };

/**
 * One product after the bulk edit, or why the edit cannot apply to it: the selling price may not pass
 * the list price, whichever of the two the edit sets (a product keeps the other as it has it).
 */
export function applyBulkEdit(p: EditableProduct, edit: BulkEdit): BulkEditResult {
  const next = {
    listPricePaise: edit.listPricePaise ?? p.listPricePaise,
    sellingPricePaise: edit.sellingPricePaise ?? p.sellingPricePaise,
    stock: edit.stock ?? p.stock,
    active: edit.active ?? p.active,
  };
  if (next.sellingPricePaise > next.listPricePaise) {
    return {
      ok: false,
      message: `${p.name}: the selling price ${formatINR(next.sellingPricePaise)} would be more than its list price ${formatINR(next.listPricePaise)}`,
    };
  }
  return { ok: true, next };
}
