import { describe, expect, it } from 'vitest';
import { ADMIN_AREAS, ADMIN_ROLES, areasOf, roleCan } from '../src/rules/admin-roles';

describe('admin roles', () => {
  it('lets the owner use every area', () => {
    expect(areasOf('owner')).toEqual([...ADMIN_AREAS]);
  });

  it('gives the orders role orders, customers and messages, and its own account', () => {
    expect(areasOf('orders')).toEqual(['account', 'orders', 'customers', 'messages']);
  });

  it('gives the catalog role products, categories, banners and coupons, and its own account', () => {
    expect(areasOf('catalog')).toEqual(['account', 'products', 'categories', 'banners', 'coupons']);
  });

  it('keeps staff, settings, tax, jobs and the dashboard to the owner', () => {
    for (const area of ['staff', 'settings', 'invoices', 'jobs', 'dashboard'] as const) {
      expect(ADMIN_ROLES.filter((role) => roleCan(role, area))).toEqual(['owner']);
    }
  });

  it('never shares an area between the two staff roles except the account', () => {
    const both = ADMIN_AREAS.filter((area) => roleCan('orders', area) && roleCan('catalog', area));
    expect(both).toEqual(['account']);
  });

  it('refuses a worked example each way', () => {
    expect(roleCan('orders', 'products')).toBe(false);
    expect(roleCan('catalog', 'orders')).toBe(false);
    expect(roleCan('catalog', 'coupons')).toBe(true);
    expect(roleCan('orders', 'messages')).toBe(true);
  });
});
