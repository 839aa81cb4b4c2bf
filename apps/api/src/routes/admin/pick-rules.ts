import { failure, idParams, ok, pickRule, pickRuleInput } from '@canino/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { adminIdOf } from './guard';
import * as rules from '../../services/catalog/pick-rules';

const failures = { 400: failure, 401: failure, 404: failure };
const tags = ['admin: recommendations'];
const list = ok(z.array(pickRule));

/** The owner's recommendation rules ("Picked for <pet>"): each answer is the whole list, in order. */
export function adminPickRuleRoutes(app: Api, ctx: AppContext): void {
  app.get('/pick-rules', { schema: { tags, response: { 200: list, ...failures } } }, async () => ({ status: 1 as const, data: await rules.listRules(ctx) }));

  app.post('/pick-rules', { schema: { tags, body: pickRuleInput, response: { 200: list, ...failures } } }, async (req) => ({
    status: 1 as const,
    message: 'Rule added',
    data: await rules.createRule(ctx, adminIdOf(req), req.body),
  }));

  app.put('/pick-rules/:id', { schema: { tags, params: idParams, body: pickRuleInput, response: { 200: list, ...failures } } }, async (req) => ({
    status: 1 as const,
    message: 'Rule saved',
    data: await rules.updateRule(ctx, adminIdOf(req), req.params.id, req.body),
  }));

  app.delete('/pick-rules/:id', { schema: { tags, params: idParams, response: { 200: list, ...failures } } }, async (req) => ({
    status: 1 as const,
    message: 'Rule deleted',
    data: await rules.deleteRule(ctx, adminIdOf(req), req.params.id),
  }));
}
