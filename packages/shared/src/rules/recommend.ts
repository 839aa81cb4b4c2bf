import { bandFits, type Dosage } from './dosage.js';
import type { LifeStage } from './pet-age.js';
import type { SizeClass } from './breeds.js';

/**
 * "Picked for Bruno": the owner's rules, applied to what the shop knows of a dog. Each rule names a fact
 * about the dog (senior, large breed, …) and what suits it (a category, or products made for a life stage),
 * with the reason the customer reads ("for senior dogs"). Pure: the server feeds it the catalog.
 */
export const PET_CONDITIONS = ['puppy', 'adult', 'senior', 'small_breed', 'medium_breed', 'large_breed', 'long_coat', 'short_coat'] as const;
export type PetCondition = (typeof PET_CONDITIONS)[number];

export const PET_CONDITION_LABELS: Record<PetCondition, string> = {
  puppy: 'Puppy (from age)',
  adult: 'Adult (from age)',
  senior: 'Senior (from age and size)',
  small_breed: 'Small breed',
  medium_breed: 'Medium breed',
  large_breed: 'Large or giant breed',
  long_coat: 'Long coat',
  short_coat: 'Short coat',
};

export interface PetFacts {
  lifeStage: LifeStage | null;
  size: SizeClass | null;
  longCoat: boolean;
  weightGrams: number | null;
}

export interface PickRule {
  id: number;
  condition: PetCondition;
  categoryId: number | null;
  lifeStage: LifeStage | null;
  reason: string;
}

export interface PickProduct {
  id: number;
  categoryId: number;
  dosage: Dosage | null;
  inStock: boolean;
}

export function petMeets(pet: PetFacts, condition: PetCondition): boolean {
  switch (condition) {
    case 'puppy':
    case 'adult':
    case 'senior':
      return pet.lifeStage === condition;
    case 'small_breed':
      return pet.size === 'small';
    case 'medium_breed':
      return pet.size === 'medium';
    case 'large_breed':
      return pet.size === 'large' || pet.size === 'giant';
    case 'long_coat':
      return pet.longCoat;
    case 'short_coat':
      return !pet.longCoat;
  }
}

/**
 * Whether a product may be offered to this dog at all: in stock; its dosage (when it has one) covers the
 * dog's weight (a dog of unknown weight is offered nothing with a dosage table); and a product made for
 * one life stage only goes to dogs of that stage.
 */
export function suitsPet(p: PickProduct, pet: PetFacts): boolean {
  if (!p.inStock) return false;
  if (p.dosage) {
    if (pet.weightGrams === null || !p.dosage.bands.some((b) => bandFits(b, pet.weightGrams!))) return false;
    if (p.dosage.lifeStage && pet.lifeStage && p.dosage.lifeStage !== pet.lifeStage) return false;
  }
  return true;
}

export interface PickIndex {
  byCategory: Map<number, PickProduct[]>;
  byLifeStage: Map<LifeStage, PickProduct[]>;
}

export function buildPickIndex(products: PickProduct[]): PickIndex {
  const byCategory = new Map<number, PickProduct[]>();
  const byLifeStage = new Map<LifeStage, PickProduct[]>();
  for (const p of products) {
    byCategory.set(p.categoryId, [...(byCategory.get(p.categoryId) ?? []), p]);
    const stage = p.dosage?.lifeStage;
    if (stage) byLifeStage.set(stage, [...(byLifeStage.get(stage) ?? []), p]);
  }
  return { byCategory, byLifeStage };
}

export interface Pick {
  productId: number;
  reasons: string[];
}

/**
 * Products for one dog, best first: those more rules point to come first, then in the order of the rules
 * (the owner's order), then the catalog's. `exclude` leaves out products (the one on screen).
 */
export function picksFor(pet: PetFacts, rules: PickRule[], index: PickIndex, limit: number, exclude: ReadonlySet<number> = new Set()): Pick[] {
  const found = new Map<number, { reasons: string[]; firstRule: number; order: number }>();
  rules.forEach((rule, ruleOrder) => {
    if (!petMeets(pet, rule.condition)) return;
    const byCat = rule.categoryId === null ? null : (index.byCategory.get(rule.categoryId) ?? []);
    const byStage = rule.lifeStage === null ? null : (index.byLifeStage.get(rule.lifeStage) ?? []);
    // A rule naming both a category and a life stage wants products that are both.
    const candidates = byCat && byStage ? byCat.filter((p) => p.dosage?.lifeStage === rule.lifeStage) : (byCat ?? byStage ?? []);
    candidates.forEach((p, order) => {
      if (exclude.has(p.id) || !suitsPet(p, pet)) return;
      const hit = found.get(p.id);
      if (hit) {
        if (!hit.reasons.includes(rule.reason)) hit.reasons.push(rule.reason);
      } else found.set(p.id, { reasons: [rule.reason], firstRule: ruleOrder, order });
    });
  });
  return [...found.entries()]
    .sort(([, a], [, b]) => b.reasons.length - a.reasons.length || a.firstRule - b.firstRule || a.order - b.order)
    .slice(0, limit)
    .map(([productId, v]) => ({ productId, reasons: v.reasons }));
}

/**
 * "Bought together": for each product, the products most often in the same paid order, most first (ties:
 * lower id first), at most `perProduct`. Input: each paid order's distinct product ids.
 */
export function boughtTogether(orders: number[][], perProduct: number): Map<number, { productId: number; orders: number }[]> {
  const counts = new Map<number, Map<number, number>>();
  for (const lines of orders) {
    const ids = [...new Set(lines)];
    for (const a of ids) {
      let row = counts.get(a);
      if (!row) counts.set(a, (row = new Map<number, number>()));
      for (const b of ids) if (a !== b) row.set(b, (row.get(b) ?? 0) + 1);
    }
  }
  const result = new Map<number, { productId: number; orders: number }[]>();
  for (const [a, row] of counts) {
    const top = [...row.entries()].sort(([x, n], [y, m]) => m - n || x - y).slice(0, perProduct);
    result.set(
      a,
      top.map(([productId, n]) => ({ productId, orders: n })),
    );
  }
  return result;
}
