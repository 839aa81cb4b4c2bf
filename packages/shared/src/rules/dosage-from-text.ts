import { DOSE_UNITS, type DosageBand, type DoseUnit } from './dosage.js';

/**
 * Reads a dosage table from the plain lines of a product's "Dosage by weight" list, as the demo catalog
 * writes them: "Up to 10 kg: 1 tablet a day", "10–25 kg: 2 tablets a day", "Over 25 kg: 3 tablets a day".
 * Only daily doses count ("per bath", "before the event" are not a daily use and give no table), and the
 * pack size comes from the pack's size as its label writes it ("60 chews", "200 ml", or a name carrying
 * it in brackets: "Senior Vitality Soft Chews (60 chews)"), a weight divided by the scoop's grams
 * ("1 scoop (2 g)"). Null when either cannot be read: better no table than a wrong one.
 */
export function dosageFromText(packText: string, lines: string[]): { packSize: number; unitName: DoseUnit; bands: DosageBand[] } | null {
  const bands: DosageBand[] = [];
  let unit: DoseUnit | null = null;
  let gramsPerUnit: number | null = null;
  for (const line of lines) {
    const m =
      /^(?:puppies\s+)?(up to|over)?\s*(\d+(?:\.\d+)?)(?:\s*[–-]\s*(\d+(?:\.\d+)?))?\s*kg:\s*(\d+(?:\.\d+)?|½|¼|¾|\d+½)\s+([a-z]+)(?:\s*\((\d+(?:\.\d+)?)\s*g\))?\s+a day$/i.exec(
        line.trim(),
      );
    if (!m) continue;
    const [, edge, a, b, amount, unitWord, grams] = m;
    const lineUnit = toUnit(unitWord!);
    if (!lineUnit || (unit && lineUnit !== unit)) return null;
    unit = lineUnit;
    if (grams) gramsPerUnit = Number(grams);
    const kgA = Number(a) * 1000;
    const band: DosageBand =
      edge?.toLowerCase() === 'up to'
        ? { aboveGrams: 0, upToGrams: kgA, unitsPerDay: amountOf(amount!) }
        : edge?.toLowerCase() === 'over'
          ? { aboveGrams: kgA, upToGrams: null, unitsPerDay: amountOf(amount!) }
          : b
            ? { aboveGrams: kgA, upToGrams: Number(b) * 1000, unitsPerDay: amountOf(amount!) }
            : { aboveGrams: 0, upToGrams: kgA, unitsPerDay: amountOf(amount!) };
    bands.push(band);
  }
  if (!unit || bands.length === 0) return null;
  const packSize = packSizeFrom(packText, unit, gramsPerUnit);
  return packSize ? { packSize, unitName: unit, bands: bands.sort((x, y) => x.aboveGrams - y.aboveGrams) } : null;
}

function amountOf(text: string): number {
  const frac: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };
  const last = text.slice(-1);
  if (frac[last] !== undefined) return Number(text.slice(0, -1) || 0) + frac[last];
  return Number(text);
}

function toUnit(word: string): DoseUnit | null {
  const w = word.toLowerCase().replace(/s$/, '');
  const found = DOSE_UNITS.find((u) => u === w);
  return found ?? (w === 'chewable' ? 'tablet' : null);
}

/** "60 chews" alone, or "(60 chews)" within a name (whose other words may hold numbers: "Omega-3"). */
function packSizeFrom(text: string, unit: DoseUnit, gramsPerUnit: number | null): number | null {
  const m = /\((\d+(?:\.\d+)?)\s*([a-z]+)\)/i.exec(text) ?? /^(\d+(?:\.\d+)?)\s*([a-z]+)$/i.exec(text.trim());
  if (!m) return null;
  const n = Number(m[1]);
  const word = m[2]!.toLowerCase();
  if (word === 'g') return gramsPerUnit ? Math.floor(n / gramsPerUnit) : null;
  if (word === 'ml') return unit === 'ml' ? n : null;
  const packUnit = toUnit(word);
  return packUnit === unit ? n : null;
}
