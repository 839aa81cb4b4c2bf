/**
 * Who on the shop's team may use which part of the admin. The server refuses a call outside the role's
 * areas (403); the admin panel only hides what the server would refuse anyway.
 */

export const ADMIN_ROLES = ['owner', 'orders', 'catalog'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  owner: 'Owner',
  orders: 'Orders',
  catalog: 'Catalog',
};

/** What each role is for, in the owner's words (shown where the owner picks a role). */
export const ADMIN_ROLE_DESCRIPTIONS: Record<AdminRole, string> = {
  owner: 'Everything, including staff, settings and tax',
  orders: 'Orders, customers and messages',
  catalog: 'Products, categories, banners and coupons',
};

/**
 * The parts of the admin a permission is given for. `account` is the signed-in admin's own: every role
 * has it. The rest not named for a role below (dashboard, invoices and tax, jobs, settings, staff, and
 * the audit log of everyone's changes, the System page) are the owner's alone.
 */
export const ADMIN_AREAS = [
  'account',
  'dashboard',
  'orders',
  'customers',
  'messages',
  'products',
  'categories',
  'banners',
  'coupons',
  'invoices',
  'jobs',
  'settings',
  'staff',
  'audit',
  'system',
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

const STAFF_AREAS: Record<Exclude<AdminRole, 'owner'>, readonly AdminArea[]> = {
  orders: ['account', 'orders', 'customers', 'messages'],
  catalog: ['account', 'products', 'categories', 'banners', 'coupons'],
};

export function roleCan(role: AdminRole, area: AdminArea): boolean {
  return role === 'owner' || STAFF_AREAS[role].includes(area);
}

/** The areas of a role, in the order of ADMIN_AREAS (the panel's menu follows it). */
export function areasOf(role: AdminRole): AdminArea[] {
  return ADMIN_AREAS.filter((area) => roleCan(role, area));
}
