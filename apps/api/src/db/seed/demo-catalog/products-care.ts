import { details, STORE_DRY, STORE_TOPICAL, VET_NOTE } from './html.js';
import type { DemoProduct } from './types.js';

/** Calming & Stress, Grooming & Care. */
export const careProducts: DemoProduct[] = [
  {
    slug: 'calm-paws-chews', categorySlug: 'calming-stress',
    name: 'Calm Paws Chamomile & L-Theanine Chews (60 chews)',
    listPricePaise: 84900, sellingPricePaise: 64900, stock: 90, imageCount: 4, label: 'Calm Paws', form: 'jar',
    description: 'Non-drowsy calming chews for vet visits, grooming, guests and thunderstorms, with chamomile, L-theanine and tryptophan.',
    detailsHtml: details({
      ingredients: ['Chamomile flower', 'L-theanine', 'L-tryptophan', 'passionflower', 'thiamine (B1)', 'chicken flavour'],
      benefits: ['Supports relaxed behaviour in stressful situations', 'Does not cause drowsiness', 'Can be given daily or as needed'],
      dosage: ['Up to 10 kg: 1 chew', '10–25 kg: 2 chews', 'Over 25 kg: 3 chews', 'Give 30–60 minutes before the event; up to twice a day'],
      storage: STORE_DRY,
    }),
  },
  {
    slug: 'valerian-chamomile-calming-drops', categorySlug: 'calming-stress',
    name: 'Valerian & Chamomile Calming Drops (30 ml)',
    listPricePaise: 49900, sellingPricePaise: 39900, stock: 48, imageCount: 2, label: 'Calming Drops', form: 'bottle',
    description: 'Alcohol-free herbal drops in a glycerin base that can be added to food, water or a treat.',
    detailsHtml: details({
      ingredients: ['Valerian root extract', 'chamomile extract', 'lemon balm', 'vegetable glycerin'],
      benefits: ['Supports calm during travel and loud noises', 'Alcohol-free', 'Dropper for accurate dosing'],
      dosage: ['Up to 10 kg: 5 drops', '10–25 kg: 10 drops', 'Over 25 kg: 15 drops', 'Up to three times a day'],
      storage: STORE_DRY,
    }),
  },
  {
    slug: 'festival-season-calming-kit', categorySlug: 'calming-stress',
    name: 'Festival Season Calming Kit (chews, spray and guide)',
    listPricePaise: 149900, sellingPricePaise: 119900, stock: 3, imageCount: 3, label: 'Festival Calm', form: 'box',
    description: 'Everything to help a noise-sensitive dog through Diwali and wedding season: Calm Paws chews, lavender spray and a vet-written guide.',
    detailsHtml: details({
      ingredients: ['Calm Paws chews (30)', 'Lavender & Vetiver Calming Spray (100 ml)', 'printed noise-season guide'],
      benefits: ['Combines a calming supplement with a soothing den spray', 'Practical tips for building a safe space at home', 'Makes a thoughtful gift for dog-owning friends'],
      dosage: ['Chews: as per the jar label by weight', 'Spray: 2–3 sprays on bedding 15 minutes before fireworks', 'Never spray directly on the dog'],
      storage: STORE_DRY,
    }),
  },
  {
    slug: 'lavender-vetiver-calming-spray', categorySlug: 'calming-stress',
    name: 'Lavender & Vetiver Calming Spray (100 ml)',
    listPricePaise: 39900, sellingPricePaise: 29900, stock: 66, imageCount: 2, label: 'Calm Spray', form: 'bottle',
    description: 'A gentle room and bedding spray with lavender and vetiver to make crates, cars and beds feel calm and familiar.',
    detailsHtml: details({
      ingredients: ['Purified water', 'lavender floral water', 'vetiver (khus) extract', 'plant-based solubiliser'],
      benefits: ['Creates a calm, familiar-smelling space', 'Useful for crates, car seats and new homes', 'Low-scent formula suited to a dog’s sensitive nose'],
      dosage: ['All sizes: 2–3 sprays on bedding or a bandana', 'Wait 15 minutes before letting your dog settle', 'Do not spray directly on the dog'],
      storage: STORE_TOPICAL,
    }),
  },
  {
    slug: 'travel-calm-tablets', categorySlug: 'calming-stress',
    name: 'Travel Calm Herbal Tablets (30 tablets)',
    listPricePaise: 34900, sellingPricePaise: 27900, stock: 52, imageCount: 2, label: 'Travel Calm', form: 'box',
    description: 'A compact herbal tablet for car rides, boarding drop-offs and new places.',
    detailsHtml: details({
      ingredients: ['Ashwagandha root', 'brahmi', 'chamomile', 'L-theanine', 'liver flavour'],
      benefits: ['Supports composure in unfamiliar situations', 'Chewable or crushable into food', 'Pocket-sized strip packaging'],
      dosage: ['Up to 10 kg: ½ tablet', '10–25 kg: 1 tablet', 'Over 25 kg: 2 tablets', VET_NOTE],
      storage: STORE_DRY,
    }),
  },
  {
    slug: 'neem-aloe-gentle-shampoo', categorySlug: 'grooming-care',
    name: 'Neem & Aloe Gentle Shampoo (250 ml)',
    listPricePaise: 44900, sellingPricePaise: 34900, stock: 170, imageCount: 3, label: 'Neem Shampoo', form: 'bottle',
    description: 'A mild, soap-free shampoo with neem and aloe vera, pH-balanced for a dog’s skin and gentle enough for regular baths.',
    detailsHtml: details({
      ingredients: ['Coconut-derived cleansers', 'neem leaf extract', 'aloe vera', 'oat protein', 'vitamin E'],
      benefits: ['Cleans without stripping natural oils', 'Leaves the coat soft and fresh', 'Tear-free formula suitable for puppies over 12 weeks'],
      dosage: ['Up to 10 kg: 10 ml per bath', '10–25 kg: 20 ml per bath', 'Over 25 kg: 30 ml per bath', 'Lather, leave for 3 minutes and rinse well'],
      storage: STORE_TOPICAL,
    }),
  },
  {
    slug: 'oatmeal-coat-conditioner', categorySlug: 'grooming-care',
    name: 'Oatmeal Coat Conditioner (200 ml)',
    listPricePaise: 39900, sellingPricePaise: 31900, stock: 81, imageCount: 2, label: 'Oat Conditioner', form: 'tube',
    description: 'A light conditioner with colloidal oatmeal that detangles long coats and leaves them easy to brush.',
    detailsHtml: details({
      ingredients: ['Colloidal oatmeal', 'shea butter', 'argan oil', 'panthenol'],
      benefits: ['Detangles and reduces brushing time', 'Soothes dry skin after bathing', 'Popular with show-dog handlers before ring day'],
      dosage: ['Up to 10 kg: 10 ml after shampoo', '10–25 kg: 20 ml', 'Over 25 kg: 30 ml', 'Leave for 2 minutes and rinse'],
      storage: STORE_TOPICAL,
    }),
  },
  {
    slug: 'herbal-ear-cleanser', categorySlug: 'grooming-care',
    name: 'Herbal Ear Cleanser (100 ml)',
    listPricePaise: 32900, sellingPricePaise: 25900, stock: 94, imageCount: 2, label: 'Ear Cleanser', form: 'bottle',
    description: 'A gentle weekly ear rinse with witch hazel and aloe to keep floppy ears clean and fresh.',
    detailsHtml: details({
      ingredients: ['Witch hazel distillate', 'aloe vera', 'tea tree hydrosol (low concentration)', 'glycerin'],
      benefits: ['Loosens wax and everyday dirt', 'Helps keep ears smelling fresh', 'Alcohol-free, does not sting'],
      dosage: ['Small dogs: 5–10 drops per ear', 'Medium and large dogs: fill the ear canal gently', 'Massage the base of the ear, then wipe with cotton', 'See your vet if ears are red, painful or smelly'],
      storage: STORE_TOPICAL,
    }),
  },
  {
    slug: 'dental-care-gel', categorySlug: 'grooming-care',
    name: 'Dental Care Gel with Neem & Clove (70 g)',
    listPricePaise: 29900, sellingPricePaise: 24900, stock: 125, imageCount: 2, label: 'Dental Gel', form: 'tube',
    description: 'An enzymatic tooth gel that can be brushed on or simply rubbed onto the gums, for fresher breath and cleaner teeth.',
    detailsHtml: details({
      ingredients: ['Glucose oxidase enzyme', 'neem extract', 'clove oil (trace)', 'parsley', 'natural chicken flavour'],
      benefits: ['Helps reduce plaque build-up with regular use', 'Supports fresher breath', 'Safe to swallow; no fluoride or xylitol'],
      dosage: ['Up to 10 kg: pea-sized amount', '10–25 kg: 1 cm strip', 'Over 25 kg: 2 cm strip', 'Use daily, ideally before bedtime'],
      storage: STORE_TOPICAL,
    }),
  },
  {
    slug: 'citronella-neem-outdoor-spray', categorySlug: 'grooming-care',
    name: 'Citronella & Neem Outdoor Coat Spray (200 ml)',
    listPricePaise: 49900, sellingPricePaise: 38900, stock: 58, imageCount: 3, label: 'Outdoor Spray', form: 'bottle',
    description: 'A plant-based coat spray for walks in parks and fields, with citronella, neem and lemongrass. Not a substitute for vet-prescribed tick control.',
    detailsHtml: details({
      ingredients: ['Neem oil', 'citronella oil', 'lemongrass oil', 'aloe vera', 'purified water'],
      benefits: ['Freshens the coat before outdoor walks', 'Plant-based, with a light herbal scent', 'Complements, not replaces, your vet’s parasite plan'],
      dosage: ['Up to 10 kg: 4–5 sprays', '10–25 kg: 8–10 sprays', 'Over 25 kg: 12–15 sprays', 'Avoid eyes, nose and broken skin; not for puppies under 12 weeks'],
      storage: STORE_TOPICAL,
    }),
  },
];
