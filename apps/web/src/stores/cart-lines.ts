import { isAllowedFrequency, MAX_QUANTITY, MIN_QUANTITY, paiseToRupees, rupeesToPaise, sizedName, type Product, type ProductVariant } from '@canino/shared';

/** The size a line holds, for a product sold in several (decision 042); a line without one holds the default size. */
interface LineSize {
  variant_id?: number;
  /** "120 tablets": what the cart and checkout name beside the product. */
  variant_label?: string;
  /** The size's SKU, so the line links to its product page showing that size (`?size=`). */
  variant_sku?: string;
}

/**
 * A cart line as the spec stores it under `canino_cart` (prices in rupees, as the API sends them), and
 * beyond the spec the size: two sizes of a product are two lines.
 */
export interface CartLine extends LineSize {
  product_id: number;
  product_img: string;
  product_name: string;
  product_dprice: number;
  product_sprice: number;
  quantity: number;
  /** quantity × product_sprice, in rupees. */
  subtotal: number;
  /** Delivered again every this many weeks on autoship (decision 057); absent for a one-time purchase. */
  autoship_weeks?: number;
}

/** What a line is made from: a product, or one of its sizes with that size's prices, stock and picture. */
export type CartProduct = Pick<Product, 'product_id' | 'product_img' | 'product_name' | 'product_dprice' | 'product_sprice' | 'stock'> & LineSize;

/** Which line: a product, and its size when it names one. */
export type LineRef = Pick<CartLine, 'product_id' | 'variant_id'>;

export const sameItem = (a: LineRef, b: LineRef) => a.product_id === b.product_id && (a.variant_id ?? null) === (b.variant_id ?? null);

/** A line's key among the cart's lines (React keys, lookups). */
export const lineKey = (l: LineRef) => `${l.product_id}:${l.variant_id ?? ''}`;

/** "Daily Multi Chewable Tablets, 120 tablets": a line's name with its size, as its order line will read. */
export const lineName = (l: Pick<CartLine, 'product_name' | 'variant_label'>) => sizedName(l.product_name, l.variant_label ?? '', l.variant_label ? 2 : 1);

/** "Autoship, every 8 weeks" for a line on autoship, shown beside its name in the cart and at checkout; null for a one-time purchase. */
export const lineSchedule = (l: Pick<CartLine, 'autoship_weeks'>) => (l.autoship_weeks === undefined ? null : `Autoship, every ${l.autoship_weeks} weeks`);

/**
 * One size of a product as the cart takes it: the size's prices, stock and picture (the product's own
 * without one). A product of one size is added as the spec adds it, with no size named.
 */
export function productOfSize(product: CartProduct, size: ProductVariant, sizes: number): CartProduct {
  if (sizes <= 1) return { ...product, product_dprice: size.product_dprice, product_sprice: size.product_sprice, stock: size.stock };
  return {
    ...product,
    product_img: size.image || product.product_img,
    product_dprice: size.product_dprice,
    product_sprice: size.product_sprice,
    stock: size.stock,
    variant_id: size.variant_id,
    variant_label: size.label,
    variant_sku: size.sku,
  };
}

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

/** A fresh line (lineFromProduct) on autoship every `weeks`; left a one-time purchase when undefined. */
const withSchedule = (line: CartLine, weeks: number | undefined): CartLine => (weeks === undefined ? line : { ...line, autoship_weeks: weeks });

export function lineFromProduct(p: CartProduct, quantity: number): CartLine {
  const line = {
    product_id: p.product_id,
    product_img: p.product_img,
    product_name: p.product_name,
    product_dprice: p.product_dprice,
    product_sprice: p.product_sprice,
    ...(p.variant_id === undefined ? {} : { variant_id: p.variant_id, variant_label: p.variant_label ?? '', variant_sku: p.variant_sku ?? '' }),
  };
  return { ...line, quantity, subtotal: lineSubtotal(p.product_sprice, quantity) };
}

export interface AddResult {
  lines: CartLine[];
  /** How many were really added (less than asked when stock runs out; 0 when none is left). */
  added: number;
  quantity: number;
}

/**
 * Adds `quantity` of a product's size (the spec adds 1 and raises an existing line), never past its stock.
 * The line takes the schedule it is added with: the latest choice on the product page is the line's.
 */
export function addProduct(lines: readonly CartLine[], product: CartProduct, quantity = 1, autoshipWeeks?: number): AddResult {
  const max = maxQuantity(product.stock);
  const existing = lines.find((l) => sameItem(l, product));
  const current = existing?.quantity ?? 0;
  const next = Math.min(current + Math.max(Math.trunc(quantity), 0), max);
  const added = Math.max(next - current, 0);
  if (added === 0) return { lines: [...lines], added: 0, quantity: current };
  const fresh = withSchedule(lineFromProduct(product, next), autoshipWeeks);
  return {
    lines: existing ? lines.map((l) => (sameItem(l, product) ? fresh : l)) : [...lines, fresh],
    added,
    quantity: next,
  };
}

/** Sets a line's quantity exactly (a refill link's cart); adds the line when absent. */
export function setProductQuantity(lines: readonly CartLine[], product: CartProduct, quantity: number): CartLine[] {
  const q = clampQuantity(quantity, maxQuantity(product.stock));
  const fresh = lineFromProduct(product, q);
  return lines.some((l) => sameItem(l, product)) ? lines.map((l) => (sameItem(l, product) ? fresh : l)) : [...lines, fresh];
}

export function setLineQuantity(lines: readonly CartLine[], line: LineRef, quantity: number, max = MAX_QUANTITY): CartLine[] {
  return lines.map((l) => (sameItem(l, line) ? withQuantity(l, clampQuantity(quantity, max)) : l));
}

export function removeLine(lines: readonly CartLine[], line: LineRef): CartLine[] {
  return lines.filter((l) => !sameItem(l, line));
}

/**
 * The cart after an order bought some of it elsewhere (My Orders' "Pay now" for an unpaid order): each
 * size's ordered quantity comes out of its line, a line left with none goes, and the rest stays. A line
 * that names no size holds the default one, which the order names: it takes the order's lines of its
 * product whose size no other line of the cart names.
 */
export function withoutOrdered(lines: readonly CartLine[], ordered: readonly { productId: number | null; variantId?: number | null; quantity: number }[]): CartLine[] {
  const named = new Set(lines.flatMap((l) => (l.variant_id === undefined ? [] : [l.variant_id])));
  const boughtOf = (l: CartLine) =>
    ordered
      .filter((o) => o.productId === l.product_id && (l.variant_id === undefined ? !named.has(o.variantId ?? -1) : o.variantId === l.variant_id))
      .reduce((n, o) => n + o.quantity, 0);
  return lines.flatMap((l) => {
    const left = l.quantity - boughtOf(l);
    if (left === l.quantity) return [l];
    return left > 0 ? [withQuantity(l, left)] : [];
  });
}

/** Every size of a product as the cart follows them (reconcileLines). */
export const sizesForCart = (product: CartProduct & { variants: readonly ProductVariant[] }): CartProduct[] =>
  product.variants.map((v) => productOfSize(product, v, product.variants.length));

/**
 * Brings saved lines up to date with the catalog (its products, and the sizes the cart holds as
 * `productOfSize` makes them): current name, image and prices; quantities lowered to what is in stock.
 * Lines whose product or size is gone or sold out are left as they are; the cart flags them.
 */
export function reconcileLines(lines: readonly CartLine[], products: readonly CartProduct[]): CartLine[] {
  const byKey = new Map(products.map((p) => [lineKey(p), p]));
  return lines.map((l) => {
    const p = byKey.get(lineKey(l));
    if (!p || p.stock <= 0) return l;
    return withSchedule(lineFromProduct(p, Math.min(l.quantity, maxQuantity(p.stock))), l.autoship_weeks);
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
    const { product_id, product_img, product_name, product_dprice, product_sprice, quantity, variant_id, variant_label, variant_sku, autoship_weeks } = r;
    if (!isNum(product_id) || typeof product_name !== 'string' || !isNum(product_sprice) || !isNum(quantity)) continue;
    const size = isNum(variant_id)
      ? { variant_id, variant_label: typeof variant_label === 'string' ? variant_label : '', variant_sku: typeof variant_sku === 'string' ? variant_sku : '' }
      : {};
    if (lines.some((l) => sameItem(l, { product_id, ...size }))) continue;
    lines.push(
      withSchedule(
        lineFromProduct(
          {
            product_id,
            product_img: typeof product_img === 'string' ? product_img : '',
            product_name,
            product_dprice: isNum(product_dprice) ? product_dprice : product_sprice,
            product_sprice,
            stock: MAX_QUANTITY,
            ...size,
          },
          clampQuantity(quantity, MAX_QUANTITY),
        ),
        isNum(autoship_weeks) && isAllowedFrequency(autoship_weeks) ? autoship_weeks : undefined,
      ),
    );
  }
  return lines;
}
