import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVariant } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

/** GET /productById: the product's sizes (decision 042), each priced with its computed unit price. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a product sold in sizes', () => {
  it("lists the sizes on sale in the owner's order, with the default size's prices as the spec's", async () => {
    const p = await createProduct(t.ctx, { listPricePaise: 59900, sellingPricePaise: 49900, stock: 4, packSize: 200, doseUnit: 'scoop' });
    const big = await createVariant(t.ctx, p.id, { label: '500 g', netQuantity: 500, netUnit: 'g', listPricePaise: 129900, sellingPricePaise: 99900, stock: 0 });
    await createVariant(t.ctx, p.id, { position: 2, label: '1 kg', active: false });
    const { product } = (await t.app.inject(`/admin/api/productById/${p.id}`)).json().data;
    expect(product).toMatchObject({ product_dprice: 599, product_sprice: 499, stock: 4, default_variant_id: p.variantId, option_name: 'Pack size' });
    expect(product.variants).toEqual([
      // The size the product had before sizes existed: its pack counted in scoops.
      {
        variant_id: p.variantId,
        sku: p.sku,
        label: '200 scoops',
        net_quantity: 200,
        net_unit: 'count',
        product_dprice: 599,
        product_sprice: 499,
        unit_price: 2.5,
        unit_basis: 'unit',
        stock: 4,
        image: '',
        gtin: null,
      },
      {
        variant_id: big.id,
        sku: big.sku,
        label: '500 g',
        net_quantity: 500,
        net_unit: 'g',
        product_dprice: 1299,
        product_sprice: 999,
        unit_price: 2,
        unit_basis: 'g',
        stock: 0,
        image: '',
        gtin: null,
      },
    ]);
  });
});
