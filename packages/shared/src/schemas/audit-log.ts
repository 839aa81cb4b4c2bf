import { z } from 'zod';
import { dayRange, endNotBeforeStart, pageQuery } from './admin-common.js';

/** What an admin can change, as the audit log names it. */
export const AUDIT_ENTITY_LABELS = {
  product: 'Product',
  maker: 'Maker',
  category: 'Category',
  banner: 'Banner',
  coupon: 'Coupon',
  order: 'Order',
  subscription: 'Autoship subscription',
  review: 'Review',
  message: 'Message',
  grievance: 'Complaint',
  job: 'Job',
  pick_rule: 'Recommendation rule',
  shop_settings: 'Shop settings',
  checkout_settings: 'Delivery & COD settings',
  autoship_settings: 'Autoship settings',
  recovery_settings: 'Recovery emails',
  batch_recall: 'Batch recall',
  tax_settings: 'Tax settings',
  refund_settings: 'Refund limit',
  staff: 'Staff',
  invitation: 'Staff invitation',
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITY_LABELS;
export const AUDIT_ENTITIES = Object.keys(AUDIT_ENTITY_LABELS) as [AuditEntity, ...AuditEntity[]];

/** Who, when, what (entity, id, action) and the changed fields before and after. */
export const auditEntry = z.object({
  id: z.number().int(),
  adminId: z.number().int().nullable(),
  /** The admin's email when the change was made (kept if the account is removed later). */
  adminEmail: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.number().int().nullable(),
  /** `create`, `update`, `delete`, or the verb of a special change: `status`, `refund`, `retry`… */
  action: z.string(),
  /** What the owner reads in a list: the product's name, the order's number. */
  label: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  /** The current names of the records its fields refer to by id ("category:5" → "Joint care"). */
  names: z.record(z.string(), z.string()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** The owner's search of the whole log: by who, entity, date range (India days) and text. */
export const auditQuery = pageQuery
  .extend({
    adminId: z.coerce.number().int().positive().optional(),
    entity: z.enum(AUDIT_ENTITIES, { error: 'Choose what was changed' }).optional(),
    entityId: z.coerce.number().int().positive().optional(),
    ...dayRange,
  })
  .refine(...endNotBeforeStart);
export type AuditQuery = z.infer<typeof auditQuery>;
