import { MAX_QUANTITY } from '../constants.js';
import { formatINR } from './money.js';

/**
 * "Buy again" on a past order, or one of its lines: what goes back into the cart, at today's prices, and
 * what changed since. Worked example: an order of 2 × Joint Chews 60 at ₹499 and 1 × Coat Oil 200 ml, with
 * Joint Chews now ₹549 and 1 in stock and Coat Oil's 200 ml size no longer sold, adds 1 × Joint Chews 60
 * and says "Joint Chews 60: now ₹549.00 (was ₹499.00)", "only 1 of 2 in stock", "Coat Oil, 200 ml: this size is
 * no longer sold". A line the cart already holds is left as it is, and said so: never a second line.
 */
export interface PastLine {
  productId: number | null;
  /** Null once the size was deleted. */
  variantId: number | null;
  productName: string;
  unitPricePaise: number;
  quantity: number;
}

/** A product as the catalog sells it today; its sizes on sale, with today's price and stock. */
export interface ProductToday {
  productId: number;
  sizes: { variantId: number; pricePaise: number; stock: number }[];
}

/** A cart line's item; a product of one size is held without a size (`variantId` null). */
export interface CartItem {
  productId: number;
  variantId: number | null;
}

export type BuyAgainNote =
  | { name: string; change: 'price'; fromPaise: number; toPaise: number }
  | { name: string; change: 'fewer'; asked: number; added: number }
  | { name: string; change: 'out_of_stock' | 'size_gone' | 'gone' | 'in_cart' };

export interface BuyAgainPlan {
  /** Lines to add; `variantId` null for a product sold in one size, as the cart holds it. */
  add: { productId: number; variantId: number | null; quantity: number }[];
  notes: BuyAgainNote[];
}

export function planBuyAgain(lines: readonly PastLine[], today: readonly ProductToday[], cart: readonly CartItem[]): BuyAgainPlan {
  const plan: BuyAgainPlan = { add: [], notes: [] };
  const taken = new Set(cart.map((c) => `${c.productId}:${c.variantId ?? ''}`));
  for (const line of lines) {
    const name = line.productName;
    const product = line.productId === null ? undefined : today.find((p) => p.productId === line.productId);
    if (!product) {
      plan.notes.push({ name, change: 'gone' });
      continue;
    }
    const size = line.variantId === null ? undefined : product.sizes.find((s) => s.variantId === line.variantId);
    if (!size) {
      plan.notes.push({ name, change: 'size_gone' });
      continue;
    }
    const key = `${product.productId}:${product.sizes.length > 1 ? size.variantId : ''}`;
    if (taken.has(key)) {
      plan.notes.push({ name, change: 'in_cart' });
      continue;
    }
    if (size.stock <= 0) {
      plan.notes.push({ name, change: 'out_of_stock' });
      continue;
    }
    taken.add(key);
    const quantity = Math.min(line.quantity, size.stock, MAX_QUANTITY);
    plan.add.push({ productId: product.productId, variantId: product.sizes.length > 1 ? size.variantId : null, quantity });
    if (size.pricePaise !== line.unitPricePaise) plan.notes.push({ name, change: 'price', fromPaise: line.unitPricePaise, toPaise: size.pricePaise });
    if (quantity < line.quantity) plan.notes.push({ name, change: 'fewer', asked: line.quantity, added: quantity });
  }
  return plan;
}

/** A note as the shopper reads it. */
export function buyAgainNoteText(note: BuyAgainNote): string {
  switch (note.change) {
    case 'price':
      return `${note.name}: now ${formatINR(note.toPaise)} (was ${formatINR(note.fromPaise)})`;
    case 'fewer':
      return `${note.name}: only ${note.added} of ${note.asked} in stock`;
    case 'out_of_stock':
      return `${note.name}: out of stock`;
    case 'size_gone':
      return `${note.name}: this size is no longer sold`;
    case 'gone':
      return `${note.name}: no longer sold`;
    case 'in_cart':
      return `${note.name}: already in your cart`;
  }
}
