import { formatINR } from './money.js';

/** The units a pack's net quantity is declared in: mass, volume, or a count of tablets, chews, sachets. */
export const NET_UNITS = ['g', 'kg', 'ml', 'l', 'count'] as const;
export type NetUnit = (typeof NET_UNITS)[number];

/** What a unit sale price is quoted per: a gram or kilogram, a millilitre or litre, or one counted item. */
export const UNIT_BASES = ['g', 'kg', 'ml', 'l', 'unit'] as const;
export type UnitBasis = (typeof UNIT_BASES)[number];

export interface UnitPrice {
  /** Paise per `basis`, rounded to the paisa: the rule's "two decimals" of a rupee. */
  paise: number;
  basis: UnitBasis;
}

/** A net quantity in the small unit of its kind (grams, millilitres) or as a count. */
function inSmallUnit(quantity: number, unit: NetUnit): number {
  return unit === 'kg' || unit === 'l' ? quantity * 1000 : quantity;
}

/**
 * The unit sale price a pack must declare beside its price (Legal Metrology (Packaged Commodities) Rules,
 * rule 6(11)): per gram below 1 kg and per kilogram from 1 kg; per millilitre below 1 l and per litre
 * from 1 l; per item for goods sold by count. Computed from the price and the net quantity, never typed,
 * so the two cannot disagree. Rounded half up to the paisa.
 *
 * Worked examples: ₹499 for 200 g is ₹2.50 per g (2.495 rounded up); ₹1,499 for 1.5 kg is ₹999.33 per
 * kg; ₹649 for 250 ml is ₹2.60 per ml; ₹999 for 60 tablets is ₹16.65 per tablet.
 */
export function unitPrice(pricePaise: number, netQuantity: number, netUnit: NetUnit): UnitPrice {
  if (!(netQuantity > 0)) throw new RangeError('A net quantity must be above zero');
  if (netUnit === 'count') return { paise: roundHalfUp(pricePaise / netQuantity), basis: 'unit' };
  const small = inSmallUnit(netQuantity, netUnit);
  const mass = netUnit === 'g' || netUnit === 'kg';
  if (small < 1000) return { paise: roundHalfUp(pricePaise / small), basis: mass ? 'g' : 'ml' };
  return { paise: roundHalfUp((pricePaise * 1000) / small), basis: mass ? 'kg' : 'l' };
}

// A quotient such as 49900 / 200 = 249.5 is exact in binary, but 1.15 × 100 is not: a millionth of
// a paisa's nudge keeps an exact half from rounding down through float noise.
const roundHalfUp = (value: number) => Math.round(value + 1e-6);

/**
 * "₹2.50 per g", "₹16.65 per tablet": a unit price with the pack's item name, in words a screen reader
 * says as a shopper would (not "slash").
 */
export function unitPriceText(price: UnitPrice, itemName = 'unit'): string {
  return `${formatINR(price.paise)} per ${price.basis === 'unit' ? itemName : price.basis}`;
}

/**
 * What one item of a counted size is called, read from its label, for its unit price: "120 tablets" →
 * "tablet", "30 sachets" → "sachet", "1 kit" → "kit"; "unit" when the label names none.
 */
export function countedItemName(label: string): string {
  const word = /^\s*\d+(?:\.\d+)?\s+([a-z]+)/i.exec(label)?.[1]?.toLowerCase();
  if (!word) return 'unit';
  if (/(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** "60 tablets", "200 g", "1.5 kg": a net quantity as a label writes it. */
export function netQuantityText(quantity: number, unit: NetUnit, itemName = 'units'): string {
  return `${quantity} ${unit === 'count' ? itemName : unit}`;
}

/**
 * How many dose units one pack of a size holds, for "lasts N days" and refills: a counted size holds
 * its count (tablets, chews, scoops as the product doses them); a size in ml or l dosed in ml holds its
 * millilitres. A size by weight dosed in scoops has no exact count: null, and nothing is promised.
 */
export function doseUnitsInPack(size: { netQuantity: number; netUnit: NetUnit }, doseUnit: string): number | null {
  if (size.netUnit === 'count') return size.netQuantity;
  if (doseUnit === 'ml' && (size.netUnit === 'ml' || size.netUnit === 'l')) return inSmallUnit(size.netQuantity, size.netUnit);
  return null;
}
