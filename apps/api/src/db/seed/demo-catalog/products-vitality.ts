import { details, STORE_DRY, STORE_OIL, VET_NOTE } from './html.js';
import type { DemoProduct } from './types.js';

/** Multivitamins & Minerals, Joint & Mobility. */
export const vitalityProducts: DemoProduct[] = [
  {
    slug: 'daily-multi-chewable-tablets', categorySlug: 'multivitamins-minerals',
    name: 'Canino Daily Multi – Multivitamin & Mineral Tablets (60 chewables)',
    listPricePaise: 59900, sellingPricePaise: 44900, stock: 180, imageCount: 4, label: 'Daily Multi', form: 'jar',
    description: 'Our very first formulation from 2012: a balanced daily multivitamin and mineral chewable that tops up a home-cooked or kibble diet.',
    detailsHtml: details({
      ingredients: ['Vitamins A, D3, E and B-complex', 'calcium', 'zinc', 'iron', 'spirulina', 'brewer’s yeast', 'chicken liver flavour'],
      benefits: ['Fills common gaps in home-cooked diets', 'Supports energy, immunity and a healthy appetite', 'Tasty chewable most dogs take as a treat'],
      dosage: ['Up to 10 kg: 1 tablet a day', '10–25 kg: 2 tablets a day', 'Over 25 kg: 3 tablets a day', VET_NOTE],
      storage: STORE_DRY,
    }),
  },
  {
    slug: 'daily-multi-powder-200g', categorySlug: 'multivitamins-minerals',
    name: 'Canino Daily Multi Powder (200 g)',
    listPricePaise: 69900, sellingPricePaise: 54900, stock: 95, imageCount: 3, label: 'Daily Multi', form: 'pouch',
    description: 'The Daily Multi formula as an easy-to-mix powder for fussy eaters. Sprinkle over meals; one pouch lasts a medium dog about two months.',
    detailsHtml: details({
      ingredients: ['Vitamin and mineral premix', 'moringa leaf powder', 'spirulina', 'brewer’s yeast', 'kelp'],
      benefits: ['Mixes into wet or dry food without fuss', 'Supports overall vitality and a glossy coat', 'No added sugar, colours or artificial preservatives'],
      dosage: ['Up to 10 kg: 1 scoop (2 g) a day', '10–25 kg: 2 scoops a day', 'Over 25 kg: 3 scoops a day', 'Scoop included in the pouch'],
      storage: STORE_DRY,
    }),
  },
  {
    slug: 'puppy-growth-syrup-200ml', categorySlug: 'multivitamins-minerals',
    name: 'Puppy Growth Multivitamin Syrup (200 ml)',
    listPricePaise: 44900, sellingPricePaise: 34900, stock: 64, imageCount: 3, label: 'Puppy Growth', form: 'bottle',
    description: 'A gentle, palatable syrup with vitamins, DHA and minerals for growing puppies from eight weeks of age.',
    detailsHtml: details({
      ingredients: ['Vitamins A, D3, E, B12', 'calcium gluconate', 'DHA from algal oil', 'lysine', 'honey base'],
      benefits: ['Supports healthy growth in the first year', 'DHA for normal brain and eye development', 'Easy to give with the dosing cup'],
      dosage: ['Puppies up to 5 kg: 2.5 ml a day', '5–15 kg: 5 ml a day', 'Over 15 kg: 7.5 ml a day', VET_NOTE],
      storage: STORE_OIL,
    }),
  },
  {
    slug: 'senior-vitality-chews', categorySlug: 'multivitamins-minerals',
    name: 'Senior Vitality Soft Chews (60 chews)',
    listPricePaise: 89900, sellingPricePaise: 69900, stock: 2, imageCount: 4, label: 'Senior Vitality', form: 'jar',
    description: 'A multivitamin for dogs aged seven and up, with antioxidants and gentle joint nutrients in one soft chew.',
    detailsHtml: details({
      ingredients: ['Multivitamin and mineral blend', 'coenzyme Q10', 'ashwagandha root', 'glucosamine', 'omega-3 fish oil'],
      benefits: ['Supports energy and stamina in older dogs', 'Antioxidants for healthy ageing', 'Soft texture, kind to older teeth'],
      dosage: ['Up to 10 kg: 1 chew a day', '10–25 kg: 2 chews a day', 'Over 25 kg: 3 chews a day', VET_NOTE],
      storage: STORE_DRY,
    }),
  },
  {
    slug: 'calcium-bone-support-tablets', categorySlug: 'multivitamins-minerals',
    name: 'Calcium & Phosphorus Bone Support Tablets (100 tablets)',
    listPricePaise: 39900, sellingPricePaise: 29900, stock: 140, imageCount: 2, label: 'Bone Support', form: 'box',
    description: 'Calcium, phosphorus and vitamin D3 in the right ratio for dogs on home-cooked diets that skip bones.',
    detailsHtml: details({
      ingredients: ['Calcium carbonate', 'dicalcium phosphate', 'vitamin D3', 'magnesium', 'eggshell membrane'],
      benefits: ['Supports strong bones and teeth', 'Balanced 1.2 : 1 calcium-to-phosphorus ratio', 'Not for puppies on complete puppy food'],
      dosage: ['Up to 10 kg: ½ tablet a day', '10–25 kg: 1 tablet a day', 'Over 25 kg: 2 tablets a day', VET_NOTE],
      storage: STORE_DRY,
    }),
  },
  {
    slug: 'joint-plus-chews', categorySlug: 'joint-mobility',
    name: 'Canino Joint Plus – Glucosamine & Chondroitin Chews (60 chews)',
    listPricePaise: 129900, sellingPricePaise: 99900, stock: 120, imageCount: 4, label: 'Joint Plus', form: 'jar',
    description: 'One of our two 2016 formulations, loved by owners of large breeds and show dogs alike. Glucosamine, chondroitin and MSM in a daily soft chew.',
    detailsHtml: details({
      ingredients: ['Glucosamine HCl', 'chondroitin sulphate', 'MSM', 'turmeric extract', 'black pepper extract', 'chicken flavour'],
      benefits: ['Supports healthy cartilage and joint comfort', 'Helps active and ageing dogs stay mobile', 'Results usually noticed after 4–6 weeks of daily use'],
      dosage: ['Up to 10 kg: 1 chew a day', '10–25 kg: 2 chews a day', 'Over 25 kg: 3 chews a day', VET_NOTE],
      storage: STORE_DRY,
    }),
  },
  {
    slug: 'turmeric-boswellia-mobility-powder', categorySlug: 'joint-mobility',
    name: 'Turmeric & Boswellia Mobility Powder (150 g)',
    listPricePaise: 79900, sellingPricePaise: 59900, stock: 0, imageCount: 3, label: 'Golden Mobility', form: 'pouch',
    description: 'A traditional golden blend of turmeric, boswellia and ginger with black pepper for better absorption. Mix into meals.',
    detailsHtml: details({
      ingredients: ['Turmeric root', 'boswellia serrata extract', 'ginger root', 'black pepper', 'coconut milk powder'],
      benefits: ['Supports joint comfort after exercise', 'Natural antioxidant support', 'Gentle on the stomach when given with food'],
      dosage: ['Up to 10 kg: ½ teaspoon a day', '10–25 kg: 1 teaspoon a day', 'Over 25 kg: 1½ teaspoons a day', VET_NOTE],
      storage: STORE_DRY,
    }),
  },
  {
    slug: 'green-lipped-mussel-tablets', categorySlug: 'joint-mobility',
    name: 'Green-Lipped Mussel Joint Tablets (90 tablets)',
    listPricePaise: 249900, sellingPricePaise: 199900, stock: 38, imageCount: 3, label: 'Mussel Joint', form: 'box',
    description: 'Premium joint support with New Zealand green-lipped mussel, a natural source of omega-3s and glycosaminoglycans.',
    detailsHtml: details({
      ingredients: ['Green-lipped mussel powder', 'hyaluronic acid', 'vitamin C', 'manganese', 'natural liver flavour'],
      benefits: ['Supports flexible joints in working and senior dogs', 'Naturally rich in omega-3 fatty acids', 'A good choice for dogs sensitive to chicken'],
      dosage: ['Up to 10 kg: 1 tablet a day', '10–25 kg: 2 tablets a day', 'Over 25 kg: 3 tablets a day', 'Not suitable for dogs with shellfish allergy'],
      storage: STORE_DRY,
    }),
  },
  {
    slug: 'joint-plus-liquid-250ml', categorySlug: 'joint-mobility',
    name: 'Joint Plus Liquid (250 ml)',
    listPricePaise: 99900, sellingPricePaise: 79900, stock: 57, imageCount: 2, label: 'Joint Plus', form: 'bottle',
    description: 'The Joint Plus formula as a chicken-flavoured liquid, ideal for senior dogs who find chews hard to manage.',
    detailsHtml: details({
      ingredients: ['Glucosamine sulphate', 'chondroitin', 'MSM', 'hyaluronic acid', 'chicken broth base'],
      benefits: ['Easy to pour over food', 'Supports joint comfort and mobility', 'No artificial colours'],
      dosage: ['Up to 10 kg: 5 ml a day', '10–25 kg: 10 ml a day', 'Over 25 kg: 15 ml a day', VET_NOTE],
      storage: STORE_OIL,
    }),
  },
  {
    slug: 'active-dog-recovery-chews', categorySlug: 'joint-mobility',
    name: 'Active Dog Recovery Chews (45 chews)',
    listPricePaise: 74900, sellingPricePaise: 57900, stock: 72, imageCount: 3, label: 'Active Recovery', form: 'jar',
    description: 'For sporting, agility and working dogs: electrolytes, B-vitamins and tart cherry to support recovery after a busy day.',
    detailsHtml: details({
      ingredients: ['Tart cherry powder', 'L-carnitine', 'B-complex vitamins', 'potassium and magnesium', 'peanut flavour'],
      benefits: ['Supports muscle recovery after exercise', 'Helps replace minerals lost on hot days', 'Handy chew for training bags'],
      dosage: ['Up to 10 kg: 1 chew after exercise', '10–25 kg: 2 chews after exercise', 'Over 25 kg: 3 chews after exercise', 'No more than once a day'],
      storage: STORE_DRY,
    }),
  },
];
