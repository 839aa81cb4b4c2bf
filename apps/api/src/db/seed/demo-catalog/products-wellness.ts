import { details, STORE_DRY, STORE_OIL, STORE_TOPICAL, VET_NOTE } from './html.js';
import type { DemoProduct } from './types.js';

/** Skin & Coat, Digestive Health. */
export const wellnessProducts: DemoProduct[] = [
  {
    slug: 'skin-coat-omega-oil-200ml', categorySlug: 'skin-coat',
    name: 'Canino Skin & Coat Omega Oil – Salmon & Flaxseed (200 ml)',
    listPricePaise: 89900, sellingPricePaise: 69900, stock: 110, imageCount: 4, label: 'Omega Coat', form: 'bottle',
    description: 'Our second 2016 formulation and a favourite before dog shows: a pump bottle of salmon and cold-pressed flaxseed oil for a soft, shiny coat.',
    detailsHtml: details({
      ingredients: ['Wild salmon oil', 'cold-pressed flaxseed oil', 'vitamin E (natural tocopherols)', 'rosemary extract'],
      benefits: ['Supports a glossy coat and supple skin', 'Helps reduce dry, flaky skin and seasonal shedding', 'EPA and DHA omega-3s for overall wellbeing'],
      dosage: ['Up to 10 kg: 1 pump a day', '10–25 kg: 2 pumps a day', 'Over 25 kg: 3 pumps a day', 'Start with half the amount for the first week'],
      storage: STORE_OIL,
    }),
  },
  {
    slug: 'biotin-zinc-coat-chews', categorySlug: 'skin-coat',
    name: 'Biotin & Zinc Coat Chews (60 chews)',
    listPricePaise: 64900, sellingPricePaise: 49900, stock: 86, imageCount: 3, label: 'Coat Shine', form: 'jar',
    description: 'Soft chews with biotin, zinc and omega-6 to support healthy skin and a thick, shiny coat, especially for long-coated breeds.',
    detailsHtml: details({
      ingredients: ['Biotin', 'zinc methionine', 'evening primrose oil', 'sunflower lecithin', 'salmon flavour'],
      benefits: ['Supports coat thickness and shine', 'Helps maintain healthy skin and paw pads', 'Useful during the shedding season'],
      dosage: ['Up to 10 kg: 1 chew a day', '10–25 kg: 2 chews a day', 'Over 25 kg: 3 chews a day', VET_NOTE],
      storage: STORE_DRY,
    }),
  },
  {
    slug: 'paw-nose-balm-50g', categorySlug: 'skin-coat',
    name: 'Paw & Nose Balm with Shea and Coconut (50 g)',
    listPricePaise: 34900, sellingPricePaise: 24900, stock: 150, imageCount: 2, label: 'Paw Balm', form: 'tube',
    description: 'A lick-safe balm for dry, cracked paw pads and noses after hot pavements or monsoon walks.',
    detailsHtml: details({
      ingredients: ['Shea butter', 'virgin coconut oil', 'beeswax', 'calendula oil', 'vitamin E'],
      benefits: ['Softens rough, dry paw pads', 'Soothes a dry nose', 'Safe if licked; no fragrance or essential oils'],
      dosage: ['All sizes: rub a pea-sized amount into pads or nose', 'Use once or twice a day', 'Best applied after walks or at bedtime'],
      storage: STORE_TOPICAL,
    }),
  },
  {
    slug: 'neem-coconut-skin-spray-200ml', categorySlug: 'skin-coat',
    name: 'Neem & Coconut Skin Soothing Spray (200 ml)',
    listPricePaise: 42900, sellingPricePaise: 32900, stock: 1, imageCount: 3, label: 'Skin Soothe', form: 'bottle',
    description: 'A light, alcohol-free leave-on spray with neem and aloe to calm itchy, irritated patches between baths.',
    detailsHtml: details({
      ingredients: ['Neem leaf extract', 'aloe vera juice', 'fractionated coconut oil', 'chamomile water', 'glycerin'],
      benefits: ['Soothes minor itching and dryness', 'Alcohol-free and gentle on sensitive skin', 'Leaves a fresh, clean scent'],
      dosage: ['Up to 10 kg: 3–4 sprays on affected areas', '10–25 kg: 5–6 sprays', 'Over 25 kg: 6–8 sprays', 'Use up to twice a day; see your vet if irritation persists'],
      storage: STORE_TOPICAL,
    }),
  },
  {
    slug: 'omega-3-softgels', categorySlug: 'skin-coat',
    name: 'Omega-3 Fish Oil Softgels (90 softgels)',
    listPricePaise: 79900, sellingPricePaise: 62900, stock: 44, imageCount: 2, label: 'Omega-3', form: 'box',
    description: 'Purified fish oil softgels that can be given whole or pierced over food, a mess-free alternative to liquid oil.',
    detailsHtml: details({
      ingredients: ['Purified anchovy and sardine oil', 'natural vitamin E', 'gelatin capsule shell'],
      benefits: ['Supports skin, coat and joint health', 'Molecularly distilled for purity', 'Easy to carry when travelling'],
      dosage: ['Up to 10 kg: 1 softgel a day', '10–25 kg: 2 softgels a day', 'Over 25 kg: 3 softgels a day', VET_NOTE],
      storage: STORE_DRY,
    }),
  },
  {
    slug: 'probiotic-digestive-powder', categorySlug: 'digestive-health',
    name: 'Probiotic Digestive Powder (30 sachets)',
    listPricePaise: 69900, sellingPricePaise: 52900, stock: 98, imageCount: 4, label: 'Gut Balance', form: 'box',
    description: 'Single-serve sachets with five probiotic strains and prebiotic fibre to support healthy digestion and firm stools.',
    detailsHtml: details({
      ingredients: ['Lactobacillus and Bifidobacterium strains (2 billion CFU per sachet)', 'inulin (FOS)', 'pumpkin powder', 'chicken flavour'],
      benefits: ['Supports healthy gut flora', 'Helpful during diet changes, travel or after a course of antibiotics', 'Pre-measured sachets stay fresh'],
      dosage: ['Up to 10 kg: ½ sachet a day', '10–25 kg: 1 sachet a day', 'Over 25 kg: 2 sachets a day', 'Mix into food, never into hot food'],
      storage: STORE_DRY,
    }),
  },
  {
    slug: 'pumpkin-psyllium-fibre-blend', categorySlug: 'digestive-health',
    name: 'Pumpkin & Psyllium Fibre Blend (200 g)',
    listPricePaise: 44900, sellingPricePaise: 34900, stock: 77, imageCount: 3, label: 'Fibre Blend', form: 'jar',
    description: 'A simple fibre blend of pumpkin and psyllium husk that helps keep stools regular and well formed.',
    detailsHtml: details({
      ingredients: ['Pumpkin powder', 'psyllium husk', 'flaxseed', 'papaya powder'],
      benefits: ['Supports regular, comfortable digestion', 'Helps with occasional loose or hard stools', 'Short, simple ingredient list with no fillers'],
      dosage: ['Up to 10 kg: 1 teaspoon a day', '10–25 kg: 2 teaspoons a day', 'Over 25 kg: 1 tablespoon a day', 'Make sure fresh water is always available'],
      storage: STORE_DRY,
    }),
  },
  {
    slug: 'gut-balance-chews', categorySlug: 'digestive-health',
    name: 'Gut Balance Probiotic Chews (60 chews)',
    listPricePaise: 74900, sellingPricePaise: 56900, stock: 63, imageCount: 3, label: 'Gut Balance', form: 'jar',
    description: 'Daily probiotic soft chews with digestive enzymes for dogs with sensitive tummies.',
    detailsHtml: details({
      ingredients: ['Bacillus coagulans', 'digestive enzyme blend', 'inulin', 'ginger', 'duck flavour'],
      benefits: ['Supports nutrient absorption', 'Helps reduce occasional gas and bloating', 'Shelf-stable probiotic strain'],
      dosage: ['Up to 10 kg: 1 chew a day', '10–25 kg: 2 chews a day', 'Over 25 kg: 3 chews a day', VET_NOTE],
      storage: STORE_DRY,
    }),
  },
  {
    slug: 'digestive-enzyme-tablets', categorySlug: 'digestive-health',
    name: 'Digestive Enzyme Tablets with Papaya (90 tablets)',
    listPricePaise: 54900, sellingPricePaise: 42900, stock: 29, imageCount: 2, label: 'Enzyme Aid', form: 'box',
    description: 'Papaya and pineapple enzymes to help dogs break down protein, fat and fibre, useful for older dogs and raw feeders.',
    detailsHtml: details({
      ingredients: ['Papain (papaya)', 'bromelain (pineapple)', 'amylase', 'lipase', 'fennel seed'],
      benefits: ['Supports the digestion of rich meals', 'Helps older dogs get more from their food', 'Give at the start of a meal'],
      dosage: ['Up to 10 kg: 1 tablet per meal', '10–25 kg: 2 tablets per meal', 'Over 25 kg: 3 tablets per meal', VET_NOTE],
      storage: STORE_DRY,
    }),
  },
  {
    slug: 'travel-tummy-ginger-chews', categorySlug: 'digestive-health',
    name: 'Travel Tummy Ginger Chews (30 chews)',
    listPricePaise: 29900, sellingPricePaise: 24900, stock: 0, imageCount: 2, label: 'Travel Tummy', form: 'pouch',
    description: 'Ginger and peppermint chews to settle the stomach before car journeys and long drives.',
    detailsHtml: details({
      ingredients: ['Ginger root', 'peppermint leaf', 'chamomile', 'oat flour', 'peanut butter flavour'],
      benefits: ['Supports a settled stomach on journeys', 'Resealable travel pouch', 'Gentle, non-drowsy formula'],
      dosage: ['Up to 10 kg: 1 chew 30 minutes before travel', '10–25 kg: 2 chews', 'Over 25 kg: 3 chews', 'No more than twice a day'],
      storage: STORE_DRY,
    }),
  },
];
