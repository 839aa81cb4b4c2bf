import type { Pet, Recommendations, Suggestion } from '@canino/shared';
import type { AppContext } from '../../context';
import { presentProduct } from '../catalog/present';
import { factsOf } from '../pets/present-pet';
import { boughtTogetherMap, catalogPicks, factsKey, picksForPet, type CatalogPicks } from './pick-index';

type Together = Awaited<ReturnType<typeof boughtTogetherMap>>;
interface KeptAnswer {
  together: Together;
  body: Buffer;
}

/** Answers kept per catalog version; beyond it the oldest go first (each is about 13 KB). */
const ANSWERS_LIMIT = 1_000;
/** A guest without a product on screen reads no bought-together count. */
const NO_TOGETHER: Together = new Map();

/**
 * Answers already serialised, per catalog version (a new CatalogPicks drops them), each with the
 * bought-together count it was made from (a recount makes it stale).
 */
const answers = new WeakMap<CatalogPicks, Map<string, KeptAnswer>>();

/**
 * The body of "Picked for <pet>" for each of the customer's pets (none for a guest), and with a product on
 * screen what paid orders had beside it; every suggestion carries its reasons. The pets come as a promise,
 * so their read runs while the catalog is checked. The answer depends only on the catalog version, the
 * bought-together count, the product on screen and, per dog, its id, name and what the rules read of it: it
 * is serialised once for those and then sent as bytes, as the catalog's answers are (productById).
 */
export async function recommendationsBody(ctx: AppContext, customerPets: Promise<Pet[]>, productId: number | undefined): Promise<Buffer> {
  const [catalog, pets] = await Promise.all([catalogPicks(ctx), customerPets]);
  const together = productId ? await boughtTogetherMap(ctx) : NO_TOGETHER;
  const key = `${productId ?? ''}\u0000${pets.map((pet) => `${pet.id}\u0001${pet.name}\u0001${factsKey(factsOf(pet))}`).join('\u0000')}`;
  let kept = answers.get(catalog);
  if (!kept) answers.set(catalog, (kept = new Map<string, KeptAnswer>()));
  const hit = kept.get(key);
  if (hit?.together === together) return hit.body;
  const body = Buffer.from(JSON.stringify({ status: 1, data: recommend(catalog, pets, together, productId) }));
  if (kept.size >= ANSWERS_LIMIT) kept.delete(kept.keys().next().value!);
  kept.set(key, { together, body });
  return body;
}

function recommend(catalog: CatalogPicks, pets: Pet[], together: Together, productId: number | undefined): Recommendations {
  const suggest = (id: number, reasons: string[]): Suggestion[] => {
    const p = catalog.products.get(id);
    return p ? [{ product: presentProduct(p), reasons }] : [];
  };
  return {
    pets: pets.map((pet) => ({
      petId: pet.id,
      petName: pet.name,
      picks: picksForPet(catalog, factsOf(pet), productId).flatMap((pick) => suggest(pick.productId, pick.reasons)),
    })),
    // A sold-out product is no suggestion, however often it was bought.
    boughtTogether: (productId ? (together.get(productId) ?? []) : [])
      .filter((t) => (catalog.products.get(t.productId)?.stock ?? 0) > 0)
      .flatMap((t) => suggest(t.productId, [t.orders === 1 ? 'bought together in 1 order' : `bought together in ${t.orders} orders`])),
  };
}
