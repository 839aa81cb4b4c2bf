import type { LifeStage } from './pet-age.js';

/**
 * Dosage as data: how many units a day a dog of a given weight takes, and so how long a pack lasts.
 * Weights are integer grams. A band covers weights above `aboveGrams` up to and including `upToGrams`
 * (null: no upper limit), as labels read: "Up to 10 kg" is (0, 10 kg], "10–25 kg" is (10 kg, 25 kg],
 * "Over 25 kg" is (25 kg, ∞).
 */
export const DOSE_UNITS = ['tablet', 'chew', 'scoop', 'ml', 'capsule', 'softgel', 'sachet', 'teaspoon', 'pump', 'drop'] as const;
export type DoseUnit = (typeof DOSE_UNITS)[number];

export interface DosageBand {
  aboveGrams: number;
  upToGrams: number | null;
  /** May be a fraction (½ tablet, 2.5 ml); at most two decimals. */
  unitsPerDay: number;
}

export interface Dosage {
  packSize: number;
  unitName: DoseUnit;
  bands: DosageBand[];
  lifeStage: LifeStage | null;
}

export type DoseAnswer = { kind: 'dose'; unitsPerDay: number; packDays: number; band: DosageBand } | { kind: 'no-band' } | { kind: 'no-dosage' };

export const bandFits = (band: DosageBand, grams: number) => grams > band.aboveGrams && (band.upToGrams === null || grams <= band.upToGrams);

/**
 * The daily dose for a dog weighing `grams`, and how many whole days one pack lasts at that dose.
 * Never a guess: a weight no band covers, or a product without dosage, says so.
 * Worked example: 45 chews, bands up to 10 kg → 1, 10–25 kg → 2; a 19 kg dog takes 2 a day, the pack lasts 22 days.
 */
export function doseFor(dosage: Dosage | null, grams: number): DoseAnswer {
  if (!dosage || dosage.bands.length === 0 || dosage.packSize <= 0) return { kind: 'no-dosage' };
  const band = dosage.bands.find((b) => bandFits(b, grams));
  if (!band) return { kind: 'no-band' };
  return { kind: 'dose', unitsPerDay: band.unitsPerDay, packDays: packDays(dosage.packSize, 1, band.unitsPerDay), band };
}

/** Whole days `quantity` packs last; the day the last dose cannot be given in full does not count. */
export function packDays(packSize: number, quantity: number, unitsPerDay: number): number {
  // In hundredths, so 2.5 ml doses of a 200 ml bottle are exactly 80 days, not 79.999….
  return Math.floor(Math.round(packSize * quantity * 100) / Math.round(unitsPerDay * 100));
}

/** Problems with a dosage table as the owner entered it, keyed by field path (`bands.1.upToGrams`); empty when fine. */
export function dosageProblems(d: { packSize: number; bands: DosageBand[] }): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!(d.packSize > 0)) problems.packSize = 'Pack size must be more than 0';
  d.bands.forEach((band, i) => {
    if (band.aboveGrams < 0) problems[`bands.${i}.aboveGrams`] = 'A weight cannot be negative';
    if (!(band.unitsPerDay > 0)) problems[`bands.${i}.unitsPerDay`] = 'Units a day must be more than 0';
    if (band.upToGrams !== null && band.upToGrams <= band.aboveGrams) problems[`bands.${i}.upToGrams`] = 'The upper weight must be above the lower one';
    if (band.upToGrams === null && i < d.bands.length - 1) problems[`bands.${i}.upToGrams`] = 'Only the last band can have no upper weight';
  });
  const sorted = [...d.bands.entries()].sort(([, a], [, b]) => a.aboveGrams - b.aboveGrams);
  for (let k = 1; k < sorted.length; k++) {
    const [, prev] = sorted[k - 1]!;
    const [i, band] = sorted[k]!;
    if (prev.upToGrams === null || band.aboveGrams < prev.upToGrams) {
      problems[`bands.${i}.aboveGrams`] ??= `This band overlaps the band ${formatKg(prev.aboveGrams)}–${prev.upToGrams === null ? '' : formatKg(prev.upToGrams)}`;
    }
  }
  return problems;
}

export const sortBands = (bands: DosageBand[]) => [...bands].sort((a, b) => a.aboveGrams - b.aboveGrams);

/** 19000 → "19 kg", 7500 → "7.5 kg". */
export function formatKg(grams: number): string {
  const kg = Math.round(grams / 100) / 10;
  return `${kg} kg`;
}

/** "19", "19 kg", "19.5kg", "7,5 kg" → grams; null when unreadable or outside 0.1–150 kg. */
export function parseWeightText(text: string): number | null {
  const m = /(\d+(?:[.,]\d+)?)\s*(kg|kgs|kilo|kilos|g|gm|gms|grams)?\b/i.exec(text.trim());
  if (!m) return null;
  const n = Number(m[1]!.replace(',', '.'));
  const unit = (m[2] ?? 'kg').toLowerCase();
  const grams = Math.round(unit.startsWith('g') ? n : n * 1000);
  return grams >= 100 && grams <= 150_000 ? grams : null;
}

const FRACTIONS: Record<string, string> = { '0.25': '¼', '0.5': '½', '0.75': '¾' };

/** 2 → "2", 0.5 → "½", 1.5 → "1½", 2.5 → "2.5" (ml and the like read better as decimals). */
export function formatUnits(n: number, unit: DoseUnit): string {
  const whole = Math.floor(n);
  const frac = Math.round((n - whole) * 100) / 100;
  if (frac === 0) return String(whole);
  if (unit !== 'ml' && FRACTIONS[String(frac)]) return `${whole || ''}${FRACTIONS[String(frac)]}`;
  return String(Math.round(n * 100) / 100);
}

const PLURAL: Record<DoseUnit, string> = {
  tablet: 'tablets',
  chew: 'chews',
  scoop: 'scoops',
  ml: 'ml',
  capsule: 'capsules',
  softgel: 'softgels',
  sachet: 'sachets',
  teaspoon: 'teaspoons',
  pump: 'pumps',
  drop: 'drops',
};

/** "2 chews", "½ tablet", "1½ teaspoons", "5 ml". */
export function formatDose(n: number, unit: DoseUnit): string {
  return `${formatUnits(n, unit)} ${n > 1 ? PLURAL[unit] : unit}`;
}

/** "For Bruno (19 kg)", or for a weight a guest tried, "For a 19 kg dog". */
export const dogOfDose = (grams: number, petName?: string) => (petName ? `For ${petName} (${formatKg(grams)})` : `For a ${formatKg(grams)} dog`);

/**
 * The product page's sentence for one dog: "For Bruno (19 kg): 2 chews a day. This pack lasts 22 days."
 * Without a name (a guest's chosen weight): "For a 19 kg dog: …". When nothing fits, it says so.
 */
export function doseSentence(dosage: Dosage | null, grams: number, petName?: string): string {
  const who = dogOfDose(grams, petName);
  const answer = doseFor(dosage, grams);
  if (answer.kind === 'no-dosage') return 'This product has no dosage by weight; please follow the label or ask your vet.';
  if (answer.kind === 'no-band') return `${who}: this product's dosage table does not cover this weight. Please ask your vet before using it.`;
  const days = answer.packDays;
  return `${who}: ${formatDose(answer.unitsPerDay, dosage!.unitName)} a day. This pack lasts ${days} ${days === 1 ? 'day' : 'days'}.`;
}
