import { bestValueSize, dosedSizeOf, type Dosage, type ProductVariant } from '@canino/shared';
import { usePets } from './api/pets';

/**
 * "Best value for Bruno": the size whose day of dose costs the customer's first weighed dog least
 * (bestValueSize), by the size's id, for the size picker. Nothing for a guest, a dog the dosage does not
 * cover, or sizes that cannot be compared; and nothing until the pets are read, after the first paint.
 */
export function useBestValueMarks(dosage: Dosage | null, sizes: readonly ProductVariant[], defaultId: number): ReadonlyMap<number, string> | undefined {
  const { data: pets } = usePets();
  const dosed = sizes.map((v) => ({ ...dosedSizeOf(v, v.variant_id === defaultId), id: v.variant_id }));
  for (const pet of pets ?? []) {
    if (pet.weightGrams === null) continue;
    const best = bestValueSize(dosage, dosed, pet.weightGrams);
    if (best) return new Map([[best.id, `Best value for ${pet.name}`]]);
  }
  return undefined;
}
