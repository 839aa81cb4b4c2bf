import { dogOfDose, doseFor, doseSentence, formatDose, packDays, type Dosage } from './dosage.js';
import { formatINR, rupeesToPaise } from './money.js';
import { doseUnitsInPack, type NetUnit } from './unit-price.js';

/** A size as its dose and cost are worked out: its net quantity, its selling price, and whether it is the product's default. */
export interface DosedSize {
  netQuantity: number;
  netUnit: NetUnit;
  pricePaise: number;
  /** The default size's dose units are the dosage table's own pack, which the owner wrote for it. */
  isDefault: boolean;
}

/** A size as the API answers it (productById's `variants`), as the rules here take it. */
export function dosedSizeOf(
  size: { net_quantity: number; net_unit: NetUnit; product_sprice: number; stock: number; label: string },
  isDefault: boolean,
): DosedSize & { stock: number; label: string } {
  return { netQuantity: size.net_quantity, netUnit: size.net_unit, pricePaise: rupeesToPaise(size.product_sprice), isDefault, stock: size.stock, label: size.label };
}

/**
 * Dose units in one pack of a size: the dosage table's pack for the default size (decision 042: the
 * table was written for the pack the product had), another size's from its net quantity
 * (doseUnitsInPack). Null when a size's units cannot be counted (a powder by weight dosed in scoops).
 */
export function doseUnitsInSize(dosage: { packSize: number | null; unitName: string | null }, size: Omit<DosedSize, 'pricePaise'> | null): number | null {
  if (!size || size.isDefault || !dosage.unitName) return dosage.packSize;
  return doseUnitsInPack(size, dosage.unitName);
}

export interface SizeForDog {
  /** Whole days one pack lasts at the dog's daily dose. */
  days: number;
  /** What a day's dose costs: the price × the daily dose ÷ the pack's dose units, to the paisa. */
  paisePerDay: number;
}

/**
 * How long one pack of a size lasts a dog of `grams` and what a day of it costs. Null when nothing can
 * be promised: no dosage, no band for the weight, a size whose units cannot be counted, or a pack that
 * does not last a day.
 * Worked example: 120 tablets at ₹492, 2 tablets a day for a 19 kg dog: 60 days, ₹8.20 a day.
 */
export function sizeForDog(dosage: Dosage | null, size: DosedSize, grams: number): SizeForDog | null {
  const dose = doseFor(dosage, grams);
  if (dose.kind !== 'dose') return null;
  const units = doseUnitsInSize(dosage!, size);
  if (!units || units <= 0) return null;
  const days = packDays(units, 1, dose.unitsPerDay);
  if (days < 1) return null;
  return { days, paisePerDay: Math.round((size.pricePaise * dose.unitsPerDay) / units) };
}

/**
 * The size whose day of dose costs the dog least, among those on sale (`stock` above 0) that can be
 * worked out: the product page's "Best value for Bruno". Null with fewer than two such sizes, as there
 * is nothing to compare; on a tie the first in the owner's order.
 */
export function bestValueSize<T extends DosedSize & { stock: number }>(dosage: Dosage | null, sizes: readonly T[], grams: number): T | null {
  let best: { size: T; paisePerDay: number } | null = null;
  let compared = 0;
  for (const size of sizes) {
    if (size.stock <= 0) continue;
    const forDog = sizeForDog(dosage, size, grams);
    if (!forDog) continue;
    compared++;
    if (!best || forDog.paisePerDay < best.paisePerDay) best = { size, paisePerDay: forDog.paisePerDay };
  }
  return compared >= 2 ? best!.size : null;
}

/** "120 tablets last Bruno 60 days" (without a name, "last 60 days"); a single item or a measure "lasts". */
export function packLastsPhrase(label: string, size: Pick<DosedSize, 'netQuantity' | 'netUnit'>, petName: string | undefined, days: number): string {
  const verb = size.netUnit === 'count' && size.netQuantity !== 1 ? 'last' : 'lasts';
  return `${label} ${verb}${petName ? ` ${petName}` : ''} ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** "120 tablets last Bruno 60 days: ₹8.20 a day". */
export function sizeForDogSentence(label: string, size: Pick<DosedSize, 'netQuantity' | 'netUnit'>, petName: string | undefined, forDog: SizeForDog): string {
  return `${packLastsPhrase(label, size, petName, forDog.days)}: ${formatINR(forDog.paisePerDay)} a day`;
}

/**
 * The product page's dose for one dog in the size on screen: "For Bruno (19 kg): 2 tablets a day. 120
 * tablets last Bruno 60 days: ₹13.32 a day." A size whose days cannot be counted gets the dose alone;
 * no dosage, or no band for the weight, is said as doseSentence says it.
 */
export function sizeDoseSentence(dosage: Dosage | null, size: DosedSize & { label: string }, grams: number, petName?: string): string {
  const answer = doseFor(dosage, grams);
  if (answer.kind !== 'dose') return doseSentence(dosage, grams, petName);
  const dose = `${dogOfDose(grams, petName)}: ${formatDose(answer.unitsPerDay, dosage!.unitName)} a day.`;
  const forDog = sizeForDog(dosage, size, grams);
  return forDog ? `${dose} ${sizeForDogSentence(size.label, size, petName, forDog)}.` : dose;
}
