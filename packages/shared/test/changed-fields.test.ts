import { describe, expect, it } from 'vitest';
import { changedFields } from '../src/rules/changed-fields';

describe('changed fields of an admin change', () => {
  it('keeps only the fields that differ', () => {
    expect(changedFields({ price: 100, name: 'A', stock: 5 }, { price: 90, name: 'A', stock: 7 })).toEqual({
      before: { price: 100, stock: 5 },
      after: { price: 90, stock: 7 },
    });
  });

  it('is null when nothing the owner sees changed (only the timestamps)', () => {
    expect(changedFields({ name: 'A', updatedAt: '2026-01-01' }, { name: 'A', updatedAt: '2026-01-02' })).toBeNull();
  });

  it('compares nested values by content', () => {
    expect(changedFields({ social: { x: 'a' } }, { social: { x: 'a' } })).toBeNull();
    expect(changedFields({ social: { x: 'a' } }, { social: { x: 'b' } })).toEqual({ before: { social: { x: 'a' } }, after: { social: { x: 'b' } } });
    // Read back from a JSON column, an object may list its keys in another order: still the same value.
    expect(changedFields({ social: { x: 'a', y: 'b' } }, { social: { y: 'b', x: 'a' } })).toBeNull();
  });

  it("an update's after may be the input: a field it leaves out (the row's id) did not change", () => {
    expect(changedFields({ id: 1, phone: '1', email: 'a' }, { phone: '2', email: 'a' })).toEqual({ before: { phone: '1' }, after: { phone: '2' } });
  });

  it('a creation has only an after, a deletion only a before, without timestamps', () => {
    expect(changedFields(null, { name: 'A', createdAt: 'x' })).toEqual({ before: null, after: { name: 'A' } });
    expect(changedFields({ name: 'A', updatedAt: 'x' }, null)).toEqual({ before: { name: 'A' }, after: null });
  });

  it('a field that appears or disappears reads as null on the other side', () => {
    expect(changedFields({ a: 1 }, { a: 1, b: 2 })).toEqual({ before: { b: null }, after: { b: 2 } });
  });
});
