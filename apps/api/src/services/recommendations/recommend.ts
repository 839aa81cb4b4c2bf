import type { Pet, Recommendations, Suggestion } from '@canino/shared';
import type { AppContext } from '../../context';
import { presentProduct } from '../catalog/present';
import { factsOf } from '../pets/present-pet';
import { boughtTogetherMap, catalogPicks, picksForPet } from './pick-index';

/**
 * "Picked for <pet>" for each of the customer's pets (none for a guest), and with a product on screen what
 * paid orders had beside it. Every suggestion carries its reasons. The pets come as a promise, so their
 * query runs while the catalog is checked.
 */
export async function recommend(ctx: AppContext, customerPets: Promise<Pet[]>, productId: number | undefined): Promise<Recommendations> {
  const [catalog, pets] = await Promise.all([catalogPicks(ctx), customerPets]);
  const suggest = (id: number, reasons: string[]): Suggestion[] => {
    const p = catalog.products.get(id);
    return p ? [{ product: presentProduct(p), reasons }] : [];
  };
  const together = productId ? ((await boughtTogetherMap(ctx)).get(productId) ?? []) : [];
  return {
    pets: pets.map((pet) => ({
      petId: pet.id,
      petName: pet.name,
      picks: picksForPet(catalog, factsOf(pet), productId).flatMap((pick) => suggest(pick.productId, pick.reasons)),
    })),
    // A sold-out product is no suggestion, however often it was bought.
    boughtTogether: together
      .filter((t) => (catalog.products.get(t.productId)?.stock ?? 0) > 0)
      .flatMap((t) => suggest(t.productId, [t.orders === 1 ? 'bought together in 1 order' : `bought together in ${t.orders} orders`])),
  };
}
