import type { PickRuleInput, PickRuleRecord } from '@canino/shared';
import type { AppContext } from '../../context';
import { badInput, notFound } from '../../errors';
import { categoryExists } from '../../repositories/products';
import * as repo from '../../repositories/pick-rules';
import { recordAdminChange } from '../audit/audit-log';

type RuleRow = Awaited<ReturnType<typeof repo.insertPickRule>>;
const audit = (before: RuleRow | null, after: RuleRow | null, action: string) => {
  const rule = (after ?? before)!;
  return { entity: 'pick_rule' as const, entityId: rule.id, action, label: rule.reason, before, after };
};

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
export async function createRule(ctx: AppContext, adminId: number, input: PickRuleInput): Promise<PickRuleRecord[]> {
  const values = await checked(ctx, input);
  await ctx.db.transaction(async (tx) => {
    await recordAdminChange(tx, adminId, audit(null, await repo.insertPickRule(tx, values), 'create'));
  });
  ctx.catalogCache.invalidate();
  return listRules(ctx);
}

export async function updateRule(ctx: AppContext, adminId: number, id: number, input: PickRuleInput): Promise<PickRuleRecord[]> {
  const values = await checked(ctx, input);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockPickRule(tx, id);
    if (!before) throw notFound(RULE_NOT_FOUND);
    await recordAdminChange(tx, adminId, audit(before, (await repo.updatePickRule(tx, id, values))!, 'update'));
  });
  ctx.catalogCache.invalidate();
  return listRules(ctx);
}

export async function deleteRule(ctx: AppContext, adminId: number, id: number): Promise<PickRuleRecord[]> {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockPickRule(tx, id);
    if (!before || !(await repo.deletePickRule(tx, id))) throw notFound(RULE_NOT_FOUND);
    await recordAdminChange(tx, adminId, audit(before, null, 'delete'));
  });
  ctx.catalogCache.invalidate();
  return listRules(ctx);
}
