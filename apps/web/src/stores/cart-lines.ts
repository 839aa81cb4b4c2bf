import { MAX_QUANTITY, MIN_QUANTITY, paiseToRupees, rupeesToPaise, type Product } from '@canino/shared';

/** A cart line as the spec stores it under `canino_cart` (prices in rupees, as the API sends them). */
export interface CartLine {
  product_id: number;
  product_img: string;
  product_name: string;
  product_dprice: number;
  product_sprice: number;
  quantity: number;
  /** quantity × product_sprice, in rupees. */
  subtotal: number;
}

type CartProduct = Pick<Product, 'product_id' | 'product_img' | 'product_name' | 'product_dprice' | 'product_sprice' | 'stock'>;

/** The most of one product a cart may hold: its stock, and never more than MAX_QUANTITY. */
export function maxQuantity(stock: number): number {
  return Math.max(0, Math.min(stock, MAX_QUANTITY));
}

export function clampQuantity(quantity: number, max: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.min(Math.max(Math.trunc(quantity), MIN_QUANTITY), Math.max(max, MIN_QUANTITY));
}

const lineSubtotal = (sprice: number, quantity: number) => paiseToRupees(rupeesToPaise(sprice) * quantity);

function withQuantity(line: CartLine, quantity: number): CartLine {
  return { ...line, quantity, subtotal: lineSubtotal(line.product_sprice, quantity) };
}

export function lineFromProduct(p: CartProduct, quantity: number): CartLine {
  const line = {
    product_id: p.product_id,
    product_img: p.product_img,
    product_name: p.product_name,
    product_dprice: p.product_dprice,
    product_sprice: p.product_sprice,
  };
  return { ...line, quantity, subtotal: lineSubtotal(p.product_sprice, quantity) };
}

export interface AddResult {
  lines: CartLine[];
  /** How many were really added (less than asked when stock runs out; 0 when none is left). */
  added: number;
  quantity: number;
}

/** Adds `quantity` of a product (the spec adds 1 and raises an existing line), never past its stock. */
export function addProduct(lines: readonly CartLine[], product: CartProduct, quantity = 1): AddResult {
  const max = maxQuantity(product.stock);
  const existing = lines.find((l) => l.product_id === product.product_id);
  const current = existing?.quantity ?? 0;
  const next = Math.min(current + Math.max(Math.trunc(quantity), 0), max);
  const added = Math.max(next - current, 0);
  if (added === 0) return { lines: [...lines], added: 0, quantity: current };
  const fresh = lineFromProduct(product, next);
  return {
    lines: existing ? lines.map((l) => (l.product_id === product.product_id ? fresh : l)) : [...lines, fresh],
    added,
    quantity: next,
  };
}

/** Sets a line's quantity exactly (a refill link's cart); adds the line when absent. */
export function setProductQuantity(lines: readonly CartLine[], product: CartProduct, quantity: number): CartLine[] {
  const q = clampQuantity(quantity, maxQuantity(product.stock));
  const fresh = lineFromProduct(product, q);
  return lines.some((l) => l.product_id === product.product_id) ? lines.map((l) => (l.product_id === product.product_id ? fresh : l)) : [...lines, fresh];
}

export function setLineQuantity(lines: readonly CartLine[], productId: number, quantity: number, max = MAX_QUANTITY): CartLine[] {
  return lines.map((l) => (l.product_id === productId ? withQuantity(l, clampQuantity(quantity, max)) : l));
}

export function removeLine(lines: readonly CartLine[], productId: number): CartLine[] {
  return lines.filter((l) => l.product_id !== productId);
}

/**
 * The cart after an order bought some of it elsewhere (My Orders' "Pay now" for an unpaid order): each
 * product's ordered quantity comes out of its line, a line left with none goes, and the rest stays.
 */
export function withoutOrdered(lines: readonly CartLine[], ordered: readonly { productId: number | null; quantity: number }[]): CartLine[] {
  const bought = new Map<number, number>();
  for (const o of ordered) if (o.productId !== null) bought.set(o.productId, (bought.get(o.productId) ?? 0) + o.quantity);
  return lines.flatMap((l) => {
    const left = l.quantity - (bought.get(l.product_id) ?? 0);
    if (left === l.quantity) return [l];
    return left > 0 ? [withQuantity(l, left)] : [];
  });
}

/**
 * Brings saved lines up to date with the catalog: current name, image and prices; quantities lowered
 * to what is in stock. Lines whose product is gone or sold out are left as they are; the cart flags them.
 */
export function reconcileLines(lines: readonly CartLine[], products: readonly CartProduct[]): CartLine[] {
  const byId = new Map(products.map((p) => [p.product_id, p]));
  return lines.map((l) => {
    const p = byId.get(l.product_id);
    if (!p || p.stock <= 0) return l;
    return lineFromProduct(p, Math.min(l.quantity, maxQuantity(p.stock)));
  });
}

export function sameLines(a: readonly CartLine[], b: readonly CartLine[]): boolean {
  return a.length === b.length && a.every((l, i) => JSON.stringify(l) === JSON.stringify(b[i]));
}

export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((n, l) => n + l.quantity, 0);
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Reads whatever is saved under `canino_cart`, keeping only well-formed lines. */
export function parseCart(raw: unknown): CartLine[] {
  if (!Array.isArray(raw)) return [];
  const lines: CartLine[] = [];
  for (const r of raw as Record<string, unknown>[]) {
    if (!r || typeof r !== 'object') continue;
    const { product_id, product_img, product_name, product_dprice, product_sprice, quantity } = r;
    if (!isNum(product_id) || typeof product_name !== 'string' || !isNum(product_sprice) || !isNum(quantity)) continue;
    if (lines.some((l) => l.product_id === product_id)) continue;
    lines.push(
      lineFromProduct(
        {
          product_id,
          product_img: typeof product_img === 'string' ? product_img : '',
          product_name,
          product_dprice: isNum(product_dprice) ? product_dprice : product_sprice,
          product_sprice,
          stock: MAX_QUANTITY,
        },
        clampQuantity(quantity, MAX_QUANTITY),
      ),
    );
  }
  return lines;
}
