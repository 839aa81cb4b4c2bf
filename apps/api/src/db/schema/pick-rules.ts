import type { LifeStage, PetCondition } from '@canino/shared';
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { timestamps } from './columns';

/** The owner's recommendation rules ("senior → Joint & Mobility, for senior dogs"), edited in the admin. */
export const pickRules = pgTable('pick_rules', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  condition: text('condition').$type<PetCondition>().notNull(),
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
  lifeStage: text('life_stage').$type<LifeStage>(),
  reason: text('reason').notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});
