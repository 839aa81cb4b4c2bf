export interface DemoCategory {
  slug: string;
  name: string;
  /** 0-360, used to tint generated images */
  hue: number;
  /** The middle part of its products' SKUs: CAN-JNT-102. */
  skuCode: string;
}

import type { NetUnit } from '@canino/shared';

/** A size the demo sells a product in: what its label declares, its prices, stock and packed weight. */
export interface DemoSize {
  /** "60 tablets", "200 g", "1 kg": the picker's label, from which the net quantity is read. */
  label: string;
  netQuantity: number;
  netUnit: NetUnit;
  listPricePaise: number;
  sellingPricePaise: number;
  stock: number;
  /** The parcel's weight for the carrier, pack included. */
  weightGrams: number;
}

/** A size from its label ("120 tablets", "500 g", "1 kg", "250 ml"): a count of items unless it names g, kg, ml or l. */
export function pack(label: string, figures: Omit<DemoSize, 'label' | 'netQuantity' | 'netUnit'>): DemoSize {
  const [amount, word] = label.split(' ');
  const unit = word === 'g' || word === 'kg' || word === 'ml' || word === 'l' ? word : 'count';
  return { label, netQuantity: Number(amount), netUnit: unit, ...figures };
}

export interface DemoProduct {
  slug: string;
  categorySlug: string;
  /** The product's name, never its size: the sizes are its variants (decision 042). */
  name: string;
  /** The first is the default size. */
  sizes: [DemoSize, ...DemoSize[]];
  /** One or two plain-text sentences. */
  description: string;
  /** Short HTML blocks using only <p>, <ul>, <li> and <h3>. */
  detailsHtml: string;
  imageCount: 2 | 3 | 4;
  /** 1-3 words printed on the product image. */
  label: string;
  form: 'bottle' | 'jar' | 'pouch' | 'tube' | 'box';
}

export interface DemoBanner {
  slug: string;
  headline: string;
  subline: string;
  hue: number;
}
