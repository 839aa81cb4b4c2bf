import { z } from 'zod';
import { LIFE_STAGES } from '../rules/pet-age.js';
import { PET_CONDITIONS } from '../rules/recommend.js';
import { product } from './catalog.js';
import { id, idInUrl, requiredText } from './fields.js';
import { flag, position } from './admin-common.js';

export const suggestion = z.object({ product, reasons: z.array(z.string()) });
export type Suggestion = z.infer<typeof suggestion>;

export const recommendations = z.object({
  /** One entry per pet of the logged-in customer (none for a guest), in their order. */
  pets: z.array(z.object({ petId: z.number().int(), petName: z.string(), picks: z.array(suggestion) })),
  /** With `product`: what paid orders most often had beside it. */
  boughtTogether: z.array(suggestion),
});
export type Recommendations = z.infer<typeof recommendations>;

export const recommendationsQuery = z.object({ product: idInUrl('Product not found').optional() });

export const pickRule = z.object({
  id: z.number().int(),
  condition: z.enum(PET_CONDITIONS),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  lifeStage: z.enum(LIFE_STAGES).nullable(),
  reason: z.string(),
  position: z.number().int(),
  active: z.boolean(),
});
export type PickRuleRecord = z.infer<typeof pickRule>;

export const pickRuleInput = z
  .object({
    condition: z.enum(PET_CONDITIONS, { error: 'Choose what about the dog this rule looks at' }),
    categoryId: id('Choose a valid category').nullable().default(null),
    lifeStage: z.enum(LIFE_STAGES, { error: 'Choose a life stage' }).nullable().default(null),
    reason: requiredText('Write the reason the customer reads, like "for senior dogs"', 80),
    position: position(),
    active: flag(true),
  })
  .refine((r) => r.categoryId !== null || r.lifeStage !== null, { path: ['categoryId'], message: 'Choose a category or a life stage to suggest' });
export type PickRuleInput = z.infer<typeof pickRuleInput>;
