export interface DemoCategory {
  slug: string;
  name: string;
  /** 0-360, used to tint generated images */
  hue: number;
  /** The middle part of its products' SKUs: CAN-JNT-102. */
  skuCode: string;
}

export interface DemoProduct {
  slug: string;
  categorySlug: string;
  name: string;
  listPricePaise: number;
  sellingPricePaise: number;
  stock: number;
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
