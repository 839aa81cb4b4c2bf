import type { DemoBanner, DemoCategory } from './types.js';

export const categories: DemoCategory[] = [
  { slug: 'multivitamins-minerals', name: 'Multivitamins & Minerals', hue: 36, skuCode: 'MVM' },
  { slug: 'joint-mobility', name: 'Joint & Mobility', hue: 205, skuCode: 'JNT' },
  { slug: 'skin-coat', name: 'Skin & Coat', hue: 16, skuCode: 'SKC' },
  { slug: 'digestive-health', name: 'Digestive Health', hue: 95, skuCode: 'DGH' },
  { slug: 'calming-stress', name: 'Calming & Stress', hue: 262, skuCode: 'CLM' },
  { slug: 'grooming-care', name: 'Grooming & Care', hue: 172, skuCode: 'GRM' },
];

export const banners: DemoBanner[] = [
  {
    slug: 'natural-care-since-2012',
    headline: 'Natural care for happy, healthy dogs',
    subline: 'Vet-trusted supplements, made in small batches since 2012',
    hue: 32,
  },
  {
    slug: 'joint-plus-active-dogs',
    headline: 'Keep every walk a happy one',
    subline: 'Joint Plus with glucosamine, turmeric and green-lipped mussel',
    hue: 150,
  },
];
