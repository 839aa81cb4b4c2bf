import { dosageFromText, type Dosage, type LifeStage, type PetCondition } from '@canino/shared';
import type { DemoProduct } from './demo-catalog';

/** Demo products made for one life stage only. */
const LIFE_STAGE_BY_SLUG: Record<string, LifeStage> = { 'puppy-growth-syrup': 'puppy', 'senior-vitality-chews': 'senior' };

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * A demo product's dosage, read from the "Dosage by weight" list in its details (null when not a daily
 * dose), its pack the default size's (decision 042).
 */
export function demoDosage(p: DemoProduct): Dosage | null {
  const list = /<h3>Dosage by weight<\/h3>\s*<ul>(.*?)<\/ul>/s.exec(p.detailsHtml)?.[1] ?? '';
  const lines = [...list.matchAll(/<li>(.*?)<\/li>/g)].map((m) => unescape(m[1]!));
  const parsed = dosageFromText(p.sizes[0].label, lines);
  return parsed ? { ...parsed, lifeStage: LIFE_STAGE_BY_SLUG[p.slug] ?? null } : null;
}

/** The recommendation rules a new shop starts with; the owner edits them in the admin. */
const DEMO_PICK_RULES: { condition: PetCondition; categorySlug: string | null; lifeStage: LifeStage | null; reason: string }[] = [
  { condition: 'senior', categorySlug: null, lifeStage: 'senior', reason: 'made for senior dogs' },
  { condition: 'senior', categorySlug: 'joint-mobility', lifeStage: null, reason: 'for senior dogs' },
  { condition: 'large_breed', categorySlug: 'joint-mobility', lifeStage: null, reason: 'for large breeds' },
  { condition: 'puppy', categorySlug: null, lifeStage: 'puppy', reason: 'for growing puppies' },
  { condition: 'long_coat', categorySlug: 'skin-coat', lifeStage: null, reason: 'for long coats' },
];

/** The demo rules as pick_rules rows, in their order, with each category slug turned into its id. */
export const demoPickRuleRows = (categoryIds: ReadonlyMap<string, number>) =>
  DEMO_PICK_RULES.map((r, position) => ({
    condition: r.condition,
    categoryId: r.categorySlug ? categoryIds.get(r.categorySlug)! : null,
    lifeStage: r.lifeStage,
    reason: r.reason,
    position,
  }));
