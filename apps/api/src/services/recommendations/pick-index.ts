import { boughtTogether, buildPickIndex, picksFor, type Pick, type PetFacts, type PickIndex, type PickRule } from '@canino/shared';
import type { AppContext } from '../../context';
import { listActiveProducts, listSoldProductsByOrder, type ProductRow } from '../../repositories/catalog';
import { listPickRules } from '../../repositories/pick-rules';
import { presentDosage } from '../catalog/present';

/** How stale "bought together" may get: it counts thousands of orders, so it is not recounted per request. */
const BOUGHT_TOGETHER_MAX_AGE_MS = 10 * 60 * 1000;
const PER_PRODUCT = 4;
const PICKS_PER_PET = 4;
/** Distinct dogs (by what the rules read) whose picks are kept per catalog version; beyond it the memo starts again. */
const MEMO_LIMIT = 10_000;

export interface CatalogPicks {
  version: number;
  products: Map<number, ProductRow>;
  index: PickIndex;
  rules: PickRule[];
  /** Picks by the dog's facts and the product on screen: the same for every dog alike until the catalog changes. */
  memo: Map<string, Pick[]>;
}

interface TogetherState {
  builtAt: number;
  map: Map<number, { productId: number; orders: number }[]>;
  refreshing: boolean;
}

/**
 * What every recommendation reads, kept in memory: the active catalog, indexed by category and life stage,
 * with the owner's active rules (rebuilt whenever the catalog cache's version moves: a product, category or
 * rule was saved, here or on another process), and "bought together" (recounted in the background when older
 * than 10 minutes). A request then costs the customer's pets and a few map lookups.
 */
const catalogs = new WeakMap<AppContext['catalogCache'], Promise<CatalogPicks>>();
const together = new WeakMap<AppContext['db'], TogetherState>();

async function buildCatalog(ctx: AppContext, version: number): Promise<CatalogPicks> {
  const [rows, rules] = await Promise.all([listActiveProducts(ctx.db), listPickRules(ctx.db)]);
  const products = new Map(rows.map((p) => [p.id, p]));
  const index = buildPickIndex(rows.map((p) => ({ id: p.id, categoryId: p.categoryId, dosage: presentDosage(p), inStock: p.stock > 0 })));
  const active = rules
    .filter((r) => r.rule.active)
    .map(({ rule }) => ({ id: rule.id, condition: rule.condition, categoryId: rule.categoryId, lifeStage: rule.lifeStage ?? null, reason: rule.reason }));
  return { version, products, index, rules: active, memo: new Map() };
}

export async function catalogPicks(ctx: AppContext): Promise<CatalogPicks> {
  // The shared version, not only this process's: a rule, product or stock saved on another API node
  // (decision 019) must reach this node's picks on its very next request, not after its next catalog read.
  const version = await ctx.catalogCache.currentVersion();
  const cached = catalogs.get(ctx.catalogCache);
  if (cached && (await cached).version === version) return cached;
  const next = buildCatalog(ctx, version);
  catalogs.set(ctx.catalogCache, next);
  next.catch(() => catalogs.delete(ctx.catalogCache));
  return next;
}

/**
 * "Picked for" one dog: the rules walk a category's products each, so the answer is kept for the next
 * request about a dog with the same facts (most customers ask again and again for the same dogs) until the
 * catalog or a rule changes, which makes a new CatalogPicks.
 */
export function picksForPet(catalog: CatalogPicks, facts: PetFacts, productOnScreen: number | undefined): Pick[] {
  const key = `${factsKey(facts)}|${productOnScreen ?? ''}`;
  let picks = catalog.memo.get(key);
  if (!picks) {
    picks = picksFor(facts, catalog.rules, catalog.index, PICKS_PER_PET, new Set(productOnScreen ? [productOnScreen] : []));
    if (catalog.memo.size >= MEMO_LIMIT) catalog.memo.clear();
    catalog.memo.set(key, picks);
  }
  return picks;
}

/** What the rules read of a dog, as a key: dogs alike in it get the same picks. */
export const factsKey = (facts: PetFacts): string => `${facts.lifeStage}|${facts.size}|${facts.longCoat}|${facts.weightGrams}`;

/** Counts "bought together" again now (the first request, then every 10 minutes in the background). */
export async function recountBoughtTogether(ctx: AppContext): Promise<Map<number, { productId: number; orders: number }[]>> {
  const built: TogetherState = { builtAt: Date.now(), map: boughtTogether(await listSoldProductsByOrder(ctx.db), PER_PRODUCT), refreshing: false };
  together.set(ctx.db, built);
  return built.map;
}

export async function boughtTogetherMap(ctx: AppContext): Promise<Map<number, { productId: number; orders: number }[]>> {
  const state = together.get(ctx.db);
  const now = Date.now();
  if (!state) return recountBoughtTogether(ctx);
  if (now - state.builtAt > BOUGHT_TOGETHER_MAX_AGE_MS && !state.refreshing) {
    state.refreshing = true;
    listSoldProductsByOrder(ctx.db)
      .then((orders) => Object.assign(state, { builtAt: Date.now(), map: boughtTogether(orders, PER_PRODUCT) }))
      .catch((err) => ctx.log.warn({ err }, 'bought-together recount failed; keeping the last one'))
      .finally(() => (state.refreshing = false));
  }
  return state.map;
}
