import { DEFAULT_PRODUCT_TAX } from '@canino/shared';

/**
 * HSN codes and GST rates of the demo products. Supplements for dogs are preparations of a kind used in
 * animal feeding (2309, 18 %); the care products are toilet preparations (3304–3307, 18 %); the fish
 * oil is a fish oil (1504, 5 %). Pure data; the seed writes it into the products' columns.
 */
const BY_SLUG: Record<string, { hsnCode: string; gstRate: number }> = {
  'neem-aloe-gentle-shampoo': { hsnCode: '3305', gstRate: 18 },
  'oatmeal-coat-conditioner': { hsnCode: '3305', gstRate: 18 },
  'dental-care-gel': { hsnCode: '3306', gstRate: 18 },
  'paw-nose-balm': { hsnCode: '3304', gstRate: 18 },
  'herbal-ear-cleanser': { hsnCode: '3307', gstRate: 18 },
  'citronella-neem-outdoor-spray': { hsnCode: '3307', gstRate: 18 },
  'neem-coconut-skin-spray': { hsnCode: '3307', gstRate: 18 },
  'lavender-vetiver-calming-spray': { hsnCode: '3307', gstRate: 18 },
  'skin-coat-omega-oil': { hsnCode: '1504', gstRate: 5 },
};

export function demoProductTax(slug: string): { hsnCode: string; gstRate: number } {
  return BY_SLUG[slug] ?? DEFAULT_PRODUCT_TAX;
}

/** The demo shop's GST registration (a GSTIN of the right form for Tamil Nadu, not a real one). */
export const demoTaxSettings = {
  legalName: 'Canino Pet Wellness Private Limited',
  gstin: '33AAGCC1234L1ZW',
  address: '12 Race Course Road\nCoimbatore 641018',
  state: 'Tamil Nadu',
  invoicePrefix: 'CAN',
  shippingGstRate: 18,
};
