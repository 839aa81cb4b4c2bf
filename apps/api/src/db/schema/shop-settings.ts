import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// A type, not an interface: only a type alias counts as a string record, so Object.values reads strings.
export type SocialLinks = {
  facebook: string;
  instagram: string;
  youtube: string;
  twitter: string;
};

/** A single row (id 1): the shop's public details, edited in the admin panel. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    social: jsonb('social').$type<SocialLinks>().notNull(),
    mapEmbedUrl: text('map_embed_url').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_settings_single_row', sql`${t.id} = 1`)],
);
