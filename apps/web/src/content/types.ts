import type { DeliveryTerms, PublicShopSettings } from '@canino/shared';

/** A block of static page text: a heading, paragraphs and optional bullet points. */
export interface Section {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

/**
 * What the policies are written from: the shop's settings and its delivery terms as the owner saved
 * them, read at runtime, so no figure or contact in a policy is typed into its text.
 */
export interface PolicyFacts {
  shop: PublicShopSettings;
  delivery: DeliveryTerms;
}
