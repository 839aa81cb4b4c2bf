import { describe, expect, it } from 'vitest';
import { actorLabel, auditFieldLabel, auditLines, auditValueText } from '../src/index.js';

describe('an audit entry as the owner reads it', () => {
  it('names fields in words, and the ones a name alone would garble by their label', () => {
    expect(auditFieldLabel('sellingPricePaise')).toBe('Selling price');
    expect(auditFieldLabel('lowStockThreshold')).toBe('Low stock threshold');
    expect(auditFieldLabel('categoryId')).toBe('Category');
    expect(auditFieldLabel('detailsHtml')).toBe('Details');
    expect(auditFieldLabel('manufacturerId')).toBe('Manufactured by');
    expect(auditFieldLabel('cod_enabled')).toBe('Cod enabled');
  });

  it('writes money in rupees, statuses by label, records by name and formatted text without its markup', () => {
    expect(auditValueText('product', 'sellingPricePaise', 45900)).toBe('₹459.00');
    expect(auditValueText('order', 'status', 'cod_confirmed')).toBe('Confirmed (Cash on Delivery)');
    expect(auditValueText('grievance', 'status', 'in_progress')).toBe('In progress');
    expect(auditValueText('product', 'categoryId', 5, { 'category:5': 'Joint care' })).toBe('Joint care');
    expect(auditValueText('product', 'manufacturerId', 2, {})).toBe('#2 (since deleted)');
    expect(auditValueText('product', 'detailsHtml', '<p>With <strong>colostrum</strong> &amp; DHA.</p>')).toBe('With colostrum & DHA.');
    expect(auditValueText('product', 'detailsHtml', `<p>${'a'.repeat(100)}</p>`)).toBe(`${'a'.repeat(59)}…`);
    expect(auditValueText('product', 'gstRate', 18)).toBe('18%');
    expect(auditValueText('order', 'restock', [])).toBe('Nothing');
    expect(
      auditValueText('order', 'restock', [
        { lineId: 1, quantity: 2 },
        { lineId: 2, quantity: 1 },
      ]),
    ).toBe('3 units');
    expect(auditValueText('product', 'active', false)).toBe('No');
    expect(auditValueText('product', 'hsnCode', '')).toBe('—');
  });

  it('lists one line per changed field, sums up the images, and leaves out what a creation left empty', () => {
    const gallery = auditLines({ entity: 'product', before: { gallery: ['a.webp', 'b.webp'] }, after: { gallery: ['b.webp', 'c.webp', 'd.webp'] } });
    expect(gallery).toEqual([{ field: 'Images', after: '2 images added, 1 image removed' }]);
    const reordered = auditLines({ entity: 'product', before: { gallery: ['a.webp', 'b.webp'] }, after: { gallery: ['b.webp', 'a.webp'] } });
    expect(reordered).toEqual([{ field: 'Images', after: 'Images put in a new order' }]);

    const status = auditLines({ entity: 'order', before: { status: 'cod_confirmed' }, after: { status: 'packed' } });
    expect(status).toEqual([{ field: 'Status', before: 'Confirmed (Cash on Delivery)', after: 'Packed' }]);

    const created = auditLines({ entity: 'product', before: null, after: { name: 'Calm chews', categoryId: 3, hsnCode: '', packerId: null } }, { 'category:3': 'Calming' });
    expect(created).toEqual([
      { field: 'Name', after: 'Calm chews' },
      { field: 'Category', after: 'Calming' },
    ]);
  });

  it('names who made a change', () => {
    expect(actorLabel('admin:owner@canino.in')).toBe('owner@canino.in');
    expect(actorLabel('webhook:razorpay')).toBe('Razorpay (automatic)');
    expect(actorLabel('carrier:shiprocket')).toBe('Shiprocket (automatic)');
    expect(actorLabel('customer')).toBe('The customer');
    expect(actorLabel('system')).toBe('The shop (automatic)');
  });
});
