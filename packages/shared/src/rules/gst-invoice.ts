import { roundOffPaise } from './cart-totals.js';
/** GST rates a product or the shipping may carry, in percent. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

/**
 * What a product is taxed at until the owner says otherwise: HSN 2309 (preparations used in animal
 * feeding), where most of the shop's supplements fall, at 18 %.
 */
export const DEFAULT_PRODUCT_TAX: { readonly hsnCode: string; readonly gstRate: GstRate } = { hsnCode: '2309', gstRate: 18 };

/** SAC of the shipping line: courier services (996812). */
export const SHIPPING_SAC = '996812';

export interface InvoiceItem {
  description: string;
  /** HSN of a good (4–8 digits) or SAC of a service. */
  hsn: string;
  gstRate: number;
  unitPricePaise: number;
  quantity: number;
  /** False for a line the order's coupon did not cover: it bears none of the discount. Left out: covered. */
  couponApplies?: boolean | undefined;
}

export interface InvoiceInput {
  /** The shop's registered state and the place of supply (the shipping address's state), by name. */
  sellerState: string;
  placeOfSupply: string;
  items: readonly InvoiceItem[];
  /** The order's coupon discount, as the order shows it. */
  discountPaise: number;
  shippingPaise: number;
  shippingGstRate: number;
  /** Cash on Delivery's fee: a charge for the courier's collection, taxed like shipping. */
  codFeePaise?: number;
  /** What the buyer paid; the invoice adds up to exactly this. */
  totalPaise: number;
}

export type SupplyType = 'intra' | 'inter';

export interface InvoiceLine {
  kind: 'item' | 'shipping' | 'cod-fee';
  description: string;
  hsn: string;
  gstRate: number;
  quantity: number;
  unitPricePaise: number;
  /** Price × quantity, GST included. */
  grossPaise: number;
  /** This line's share of the order's reductions (coupon and whole-rupee rounding). */
  discountPaise: number;
  /** What the buyer pays for the line, GST included: taxable + tax. */
  valuePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
}

export interface TaxTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
  valuePaise: number;
}

export interface HsnSummaryRow extends TaxTotals {
  hsn: string;
  gstRate: number;
  quantity: number;
}

export interface InvoiceTax {
  supplyType: SupplyType;
  lines: InvoiceLine[];
  /** Items before the coupon, GST included (the order's subtotal). */
  itemsPaise: number;
  discountPaise: number;
  /** Paise the order dropped when it kept whole rupees of the discounted items (the spec's cart rule). */
  roundedOffPaise: number;
  totals: TaxTotals;
  hsnSummary: HsnSummaryRow[];
}

/** Half-up rounding of a / b for non-negative integers, without floating point. */
const divRound = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

/**
 * Splits `amount` over `weights` in proportion, to the paisa, so the parts add up to it exactly: each
 * part is rounded down and the paise left over go to the largest remainders (the first line on a tie).
 */
export function allocateProportionally(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total === 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((amount * w) / total));
  let left = amount - parts.reduce((s, p) => s + p, 0);
  const byRemainder = weights.map((w, i) => ({ i, r: (amount * w) % total })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * The tax on a GST-inclusive amount: the taxable value is value × 100 / (100 + rate) rounded to the
 * paisa, and the tax is the rest, so taxable + tax is the value exactly. Within the state the tax is
 * split into CGST and SGST (CGST takes the odd paisa); across states it is all IGST.
 */
export function taxOf(valuePaise: number, rate: number, supplyType: SupplyType) {
  const taxablePaise = divRound(valuePaise * 100, 100 + rate);
  const taxPaise = valuePaise - taxablePaise;
  const cgstPaise = supplyType === 'intra' ? Math.ceil(taxPaise / 2) : 0;
  const sgstPaise = supplyType === 'intra' ? taxPaise - cgstPaise : 0;
  const igstPaise = supplyType === 'inter' ? taxPaise : 0;
  return { taxablePaise, cgstPaise, sgstPaise, igstPaise, taxPaise };
}

export function sumTaxes(rows: readonly TaxTotals[]): TaxTotals {
  const t: TaxTotals = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0, valuePaise: 0 };
  for (const r of rows) {
    t.taxablePaise += r.taxablePaise;
    t.cgstPaise += r.cgstPaise;
    t.sgstPaise += r.sgstPaise;
    t.igstPaise += r.igstPaise;
    t.taxPaise += r.taxPaise;
    t.valuePaise += r.valuePaise;
  }
  return t;
}

/** Sums the lines per HSN and rate: the HSN summary of the invoice and of the GSTR-1 return. */
export function summariseByHsn(lines: readonly Pick<InvoiceLine, 'hsn' | 'gstRate' | 'quantity' | keyof TaxTotals>[]): HsnSummaryRow[] {
  const groups = new Map<string, HsnSummaryRow>();
  for (const l of lines) {
    const key = `${l.hsn}|${l.gstRate}`;
    const g = groups.get(key) ?? { hsn: l.hsn, gstRate: l.gstRate, quantity: 0, ...sumTaxes([]) };
    groups.set(key, { ...sumTaxes([g, l]), hsn: g.hsn, gstRate: g.gstRate, quantity: g.quantity + l.quantity });
  }
  return [...groups.values()].sort((a, b) => a.hsn.localeCompare(b.hsn) || a.gstRate - b.gstRate);
}

/**
 * Each item's part of the order's reductions. When the coupon covered every line, the discount and the
 * round off are shared as one, as invoices were always drawn; otherwise the discount goes to the covered
 * lines by their prices and the round off to every line by what it still costs.
 */
function reductionShares(items: readonly InvoiceItem[], grosses: readonly number[], discountPaise: number, reduction: number): number[] {
  if (items.every((i) => i.couponApplies !== false)) return allocateProportionally(reduction, grosses);
  const discount = allocateProportionally(
    discountPaise,
    grosses.map((g, i) => (items[i]!.couponApplies === false ? 0 : g)),
  );
  const roundOff = allocateProportionally(
    reduction - discountPaise,
    grosses.map((g, i) => g - discount[i]!),
  );
  return discount.map((d, i) => d + roundOff[i]!);
}

/**
 * The tax invoice of an order whose prices include GST. The place of supply decides CGST + SGST
 * (same state as the shop) or IGST. The order's reductions — the coupon discount and the paise its
 * whole-rupee total dropped — lower the items' values in proportion to their prices; a coupon that
 * covered only some lines is shared among those, and the round off among all. Shipping is a line of its
 * own at its own rate. Every line's value is taxable + tax, and the lines add up to the
 * order total exactly.
 */
export function computeInvoiceTax(input: InvoiceInput): InvoiceTax {
  const supplyType: SupplyType = input.sellerState.trim().toLowerCase() === input.placeOfSupply.trim().toLowerCase() ? 'intra' : 'inter';
  const grosses = input.items.map((i) => i.unitPricePaise * i.quantity);
  const itemsPaise = grosses.reduce((s, g) => s + g, 0);
  const codFeePaise = input.codFeePaise ?? 0;
  const itemsPaid = input.totalPaise - input.shippingPaise - codFeePaise;
  const reduction = itemsPaise - itemsPaid;
  if (reduction < 0 || reduction > itemsPaise || input.discountPaise > reduction) {
    throw new RangeError(
      `order total ${input.totalPaise} does not follow from items ${itemsPaise}, discount ${input.discountPaise}, shipping ${input.shippingPaise} and COD fee ${codFeePaise}`,
    );
  }
  const shares = reductionShares(input.items, grosses, input.discountPaise, reduction);
  const lines: InvoiceLine[] = input.items.map((item, i) => {
    const valuePaise = grosses[i]! - shares[i]!;
    return {
      kind: 'item',
      description: item.description,
      hsn: item.hsn,
      gstRate: item.gstRate,
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
      grossPaise: grosses[i]!,
      discountPaise: shares[i]!,
      valuePaise,
      ...taxOf(valuePaise, item.gstRate, supplyType),
    };
  });
  // Shipping and the COD fee are services at the shipping rate, each a line of its own, never discounted.
  const charge = (kind: 'shipping' | 'cod-fee', description: string, valuePaise: number): InvoiceLine => ({
    kind,
    description,
    hsn: SHIPPING_SAC,
    gstRate: input.shippingGstRate,
    quantity: 1,
    unitPricePaise: valuePaise,
    grossPaise: valuePaise,
    discountPaise: 0,
    valuePaise,
    ...taxOf(valuePaise, input.shippingGstRate, supplyType),
  });
  if (input.shippingPaise > 0) lines.push(charge('shipping', 'Shipping', input.shippingPaise));
  if (codFeePaise > 0) lines.push(charge('cod-fee', 'Cash on Delivery fee', codFeePaise));
  return {
    supplyType,
    lines,
    itemsPaise,
    discountPaise: input.discountPaise,
    roundedOffPaise: roundOffPaise({
      subtotalPaise: itemsPaise,
      discountPaise: input.discountPaise,
      shippingPaise: input.shippingPaise,
      codFeePaise,
      totalPaise: input.totalPaise,
    }),
    totals: sumTaxes(lines),
    hsnSummary: summariseByHsn(lines),
  };
}

export interface InvoiceParty {
  name: string;
  /** Address lines as printed. */
  address: string[];
  state: string;
  /** GST state code of `state` ("33"), empty when unknown. */
  stateCode: string;
  gstin?: string;
  email?: string;
  phone?: string;
}

/** Everything an issued invoice prints, frozen at issue (a credit note reuses the shape with its own number). */
export interface InvoiceDocument {
  number: string;
  financialYear: string;
  /** ISO instant of issue. */
  issuedAt: string;
  orderId: number;
  orderedAt: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  placeOfSupply: { state: string; stateCode: string };
  couponCode: string | null;
  couponPercent: number | null;
  totalPaise: number;
  tax: InvoiceTax;
}
