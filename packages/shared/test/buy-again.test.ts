import { describe, expect, it } from 'vitest';
import { buyAgainNoteText, planBuyAgain, type PastLine, type ProductToday } from '../src/rules/buy-again';

const chews: PastLine = { productId: 1, variantId: 11, productName: 'Joint Chews, 60', unitPricePaise: 49_900, quantity: 2 };
const oil: PastLine = { productId: 2, variantId: 22, productName: 'Coat Oil, 200 ml', unitPricePaise: 29_900, quantity: 1 };
const shampoo: PastLine = { productId: 3, variantId: 31, productName: 'Shampoo', unitPricePaise: 19_900, quantity: 3 };

const today: ProductToday[] = [
  {
    productId: 1,
    sizes: [
      { variantId: 11, pricePaise: 54_900, stock: 1 },
      { variantId: 12, pricePaise: 89_900, stock: 9 },
    ],
  },
  { productId: 2, sizes: [{ variantId: 23, pricePaise: 49_900, stock: 9 }] },
  { productId: 3, sizes: [{ variantId: 31, pricePaise: 19_900, stock: 10 }] },
];

describe('planBuyAgain', () => {
  it('adds what is sold today at today’s price, and says what changed (the worked example)', () => {
    const plan = planBuyAgain([chews, oil], today, []);
    expect(plan.add).toEqual([{ productId: 1, variantId: 11, quantity: 1 }]);
    expect(plan.notes.map(buyAgainNoteText)).toEqual([
      'Joint Chews, 60: now ₹549.00 (was ₹499.00)',
      'Joint Chews, 60: only 1 of 2 in stock',
      'Coat Oil, 200 ml: this size is no longer sold',
    ]);
  });
  it('adds a product of one size without naming the size, as the cart holds it, and says nothing when nothing changed', () => {
    expect(planBuyAgain([shampoo], today, [])).toEqual({ add: [{ productId: 3, variantId: null, quantity: 3 }], notes: [] });
  });
  it('never adds a line the cart holds, nor the same line twice from one order', () => {
    const plan = planBuyAgain([shampoo, shampoo], today, [{ productId: 3, variantId: null }]);
    expect(plan.add).toEqual([]);
    expect(plan.notes.map(buyAgainNoteText)).toEqual(['Shampoo: already in your cart', 'Shampoo: already in your cart']);
    expect(planBuyAgain([shampoo, shampoo], today, []).add).toEqual([{ productId: 3, variantId: null, quantity: 3 }]);
  });
  it('says when a product is out of stock, no longer sold, or its size was deleted', () => {
    const sold0: ProductToday[] = [{ productId: 3, sizes: [{ variantId: 31, pricePaise: 19_900, stock: 0 }] }];
    expect(planBuyAgain([shampoo], sold0, []).notes).toEqual([{ name: 'Shampoo', change: 'out_of_stock' }]);
    expect(planBuyAgain([shampoo], [], []).notes).toEqual([{ name: 'Shampoo', change: 'gone' }]);
    expect(planBuyAgain([{ ...chews, variantId: null }], today, []).notes).toEqual([{ name: 'Joint Chews, 60', change: 'size_gone' }]);
    expect(planBuyAgain([{ ...chews, productId: null }], today, []).add).toEqual([]);
  });
});
