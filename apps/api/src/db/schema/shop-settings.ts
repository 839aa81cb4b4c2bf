import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// A type, not an interface: only a type alias counts as a string record, so Object.values reads strings.
export type SocialLinks = {
  facebook: string;
  instagram: string;
  youtube: string;
  twitter: string;
};

export type GrievanceOfficerColumn = { name: string; designation: string; email: string; phone: string };
export type PolicyTermsColumn = { careHours: string; reportWithinDays: number; refundBusinessDays: number; returnShippingPaidBy: 'shop' | 'customer' };

/** What a shop saved before these were asked for shows until the owner enters their own. */
export const DEFAULT_GRIEVANCE_OFFICER: GrievanceOfficerColumn = {
  name: 'Meena Raghavan',
  designation: 'Grievance Officer',
  email: 'grievance@canino.in',
  phone: '+91 98765 43211',
};
export const DEFAULT_POLICY_TERMS: PolicyTermsColumn = {
  careHours: 'Monday to Saturday, 10 am to 6 pm IST',
  reportWithinDays: 2,
  refundBusinessDays: 5,
  returnShippingPaidBy: 'shop',
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
    grievanceOfficer: jsonb('grievance_officer').$type<GrievanceOfficerColumn>().notNull().default(DEFAULT_GRIEVANCE_OFFICER),
    policyTerms: jsonb('policy_terms').$type<PolicyTermsColumn>().notNull().default(DEFAULT_POLICY_TERMS),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_settings_single_row', sql`${t.id} = 1`)],
);
