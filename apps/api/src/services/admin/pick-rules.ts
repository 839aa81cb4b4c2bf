import type { PickRuleInput, PickRuleRecord } from '@canino/shared';
import type { AppContext } from '../../context';
import { badInput, notFound } from '../../errors';
import { categoryExists } from '../../repositories/admin-products';
import * as repo from '../../repositories/pick-rules';

const RULE_NOT_FOUND = 'This rule does not exist';

export async function listRules(ctx: AppContext): Promise<PickRuleRecord[]> {
  return (await repo.listPickRules(ctx.db)).map(({ rule, categoryName }) => ({
    id: rule.id,
    condition: rule.condition,
    categoryId: rule.categoryId,
    categoryName,
    lifeStage: rule.lifeStage ?? null,
    reason: rule.reason,
    position: rule.position,
    active: rule.active,
  }));
}

async function checked(ctx: AppContext, input: PickRuleInput): Promise<PickRuleInput> {
  if (input.categoryId !== null && !(await categoryExists(ctx.db, input.categoryId))) throw badInput('Choose a category', { categoryId: 'Choose a category' });
  return input;
}

/** Rules shape what every customer is offered: a change drops the in-memory picks (they follow the catalog's version). */
export async function createRule(ctx: AppContext, input: PickRuleInput): Promise<PickRuleRecord[]> {
  await repo.insertPickRule(ctx.db, await checked(ctx, input));
  ctx.catalogCache.invalidate();
  return listRules(ctx);
}

export async function updateRule(ctx: AppContext, id: number, input: PickRuleInput): Promise<PickRuleRecord[]> {
  if (!(await repo.updatePickRule(ctx.db, id, await checked(ctx, input)))) throw notFound(RULE_NOT_FOUND);
  ctx.catalogCache.invalidate();
  return listRules(ctx);
}

export async function deleteRule(ctx: AppContext, id: number): Promise<PickRuleRecord[]> {
  if (!(await repo.deletePickRule(ctx.db, id))) throw notFound(RULE_NOT_FOUND);
  ctx.catalogCache.invalidate();
  return listRules(ctx);
}
