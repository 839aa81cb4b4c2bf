import { GRIEVANCE_STATUS_LABELS, type GrievanceStatus } from '../schemas/grievances.js';
import { ORDER_STATUS_LABELS, type AdminOrderStatus } from '../schemas/order-record.js';
import type { AuditEntity } from '../schemas/audit-log.js';
import { formatINR } from './money.js';
import { DECLARATION_LABELS } from './declarations.js';

/**
 * An audit entry as the owner reads it: field names in words, money in rupees, statuses by their labels,
 * records by their names, long texts and lists summed up. The log keeps the raw values (they are the
 * evidence); only their reading is made here, for the admin's History sections and the audit log page.
 */

/** Fields that hold another record's id: the server names them in `names` under "<kind>:<id>". */
export const AUDIT_REFERENCES = {
  categoryId: 'category',
  manufacturerId: 'maker',
  packerId: 'maker',
  importerId: 'maker',
} as const;
export type AuditReferenceKind = (typeof AUDIT_REFERENCES)[keyof typeof AUDIT_REFERENCES];

/** "category:5" → "Joint care": what the referenced ids of a page of entries are called now. */
export type AuditNames = Record<string, string>;
export const auditNameKey = (kind: AuditReferenceKind, id: number) => `${kind}:${id}`;

/** Labels of the fields whose name alone would not read well. */
const FIELD_LABELS: Record<string, string> = {
  categoryId: 'Category',
  detailsHtml: 'Details',
  description: 'Short description',
  hsnCode: 'HSN code',
  gstRate: 'GST rate',
  sku: 'SKU',
  gallery: 'Images',
  restock: 'Back to stock',
  refundId: 'Refund',
  retryOf: 'Retry of refund',
  manufacturerId: DECLARATION_LABELS.manufacturedBy,
  packerId: DECLARATION_LABELS.packedBy,
  importerId: DECLARATION_LABELS.importedBy,
  bestBeforeMonths: 'Best before (months)',
  weightGrams: 'Weight (g)',
  codEnabled: 'Cash on Delivery',
  paidAt: 'Paid at',
  gstin: 'GSTIN',
};

/** A field as the owner reads it: "sellingPricePaise" → "Selling price", "lowStockThreshold" → "Low stock threshold". */
export function auditFieldLabel(key: string): string {
  if (Object.hasOwn(FIELD_LABELS, key)) return FIELD_LABELS[key]!;
  const words = key
    .replace(/Paise$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Statuses by the entity that has them. */
const STATUS_LABELS: Partial<Record<AuditEntity, Record<string, string>>> = {
  order: ORDER_STATUS_LABELS satisfies Record<AdminOrderStatus, string>,
  grievance: GRIEVANCE_STATUS_LABELS satisfies Record<GrievanceStatus, string>,
};

const EXCERPT = 60;
/** Formatted text without its markup, cut short: the log's HTML would bury the change. */
function textExcerpt(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A list of images before and after: what was added, removed, or only put in another order. */
function galleryChange(before: unknown, after: unknown): string {
  const was = Array.isArray(before) ? (before as string[]) : [];
  const now = Array.isArray(after) ? (after as string[]) : [];
  const added = now.filter((i) => !was.includes(i)).length;
  const removed = was.filter((i) => !now.includes(i)).length;
  const parts = [added && `${plural(added, 'image')} added`, removed && `${plural(removed, 'image')} removed`].filter(Boolean);
  return parts.length ? parts.join(', ') : 'Images put in a new order';
}

export const NO_VALUE = '—';

/** One value as the owner reads it. */
export function auditValueText(entity: AuditEntity, key: string, value: unknown, names: AuditNames = {}): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (Object.hasOwn(AUDIT_REFERENCES, key) && typeof value === 'number') {
    return names[auditNameKey(AUDIT_REFERENCES[key as keyof typeof AUDIT_REFERENCES], value)] ?? `#${value} (since deleted)`;
  }
  if (key.endsWith('Paise') && typeof value === 'number') return formatINR(value);
  if (key === 'gstRate' && typeof value === 'number') return `${value}%`;
  if (key === 'status' && typeof value === 'string') return STATUS_LABELS[entity]?.[value] ?? value;
  if (key.endsWith('Html') && typeof value === 'string') return textExcerpt(value) || NO_VALUE;
  if (key === 'restock' && Array.isArray(value)) {
    const units = (value as { quantity?: number }[]).reduce((sum, l) => sum + (l.quantity ?? 0), 0);
    return units ? plural(units, 'unit') : 'Nothing';
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length ? plural(value.length, 'item') : 'None';
  return JSON.stringify(value);
}

/** A changed field: its label, and what it was and became (either left out for a creation or deletion). */
export interface AuditLine {
  field: string;
  before?: string;
  after?: string;
}

/**
 * The lines of an entry, one per changed field, in the order the record lists them. A creation or a
 * deletion holds every field: the empty ones say nothing and are left out. A change of the images is
 * one line that says what happened to them.
 */
export function auditLines(entry: { entity: AuditEntity; before: Record<string, unknown> | null; after: Record<string, unknown> | null }, names: AuditNames = {}): AuditLine[] {
  const { entity, before, after } = entry;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const lines: AuditLine[] = [];
  for (const key of keys) {
    if (key === 'gallery' && before && after) {
      lines.push({ field: auditFieldLabel(key), after: galleryChange(before[key], after[key]) });
      continue;
    }
    const was = before ? auditValueText(entity, key, before[key], names) : undefined;
    const now = after ? auditValueText(entity, key, after[key], names) : undefined;
    if ((was ?? NO_VALUE) === NO_VALUE && (now ?? NO_VALUE) === NO_VALUE) continue;
    lines.push({ field: auditFieldLabel(key), ...(was !== undefined ? { before: was } : {}), ...(now !== undefined ? { after: now } : {}) });
  }
  return lines;
}

/** Who made a change in a history (`admin:<email>`, `webhook:razorpay`, `customer`): as the owner reads it. */
export function actorLabel(actor: string): string {
  const [kind, ...rest] = actor.split(':');
  const who = rest.join(':');
  switch (kind) {
    case 'admin':
      return who;
    // A provider's own news (its webhook, the carrier's events) or the shop asking it again.
    case 'webhook':
    case 'carrier':
    case 'reconciliation':
      return who ? `${who.charAt(0).toUpperCase()}${who.slice(1)} (automatic)` : 'Automatic';
    case 'customer':
      return 'The customer';
    case 'system':
      return 'The shop (automatic)';
    default:
      return actor;
  }
}
