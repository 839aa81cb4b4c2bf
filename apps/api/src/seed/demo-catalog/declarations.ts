/**
 * What the demo products' packs declare (Legal Metrology rule 6): the makers with their full addresses,
 * and each product's generic name, origin and shelf life. Pure data: the seed writes it, and the
 * migration demo-catalog-declarations fills the same into a shop seeded before declarations existed
 * (a test holds the two equal). Generic names speak of general wellness, never of treating a disease.
 */
export interface DemoMaker {
  name: string;
  address: string;
}

const CANINO = 'Canino Pet Wellness Private Limited';
const SAHYADRI = 'Sahyadri Herbal Formulations Private Limited';
const MALABAR = 'Malabar Marine Nutrition LLP';
const TASMAN = 'Tasman Marine Extracts Limited';

export const demoMakers: DemoMaker[] = [
  { name: CANINO, address: 'Plot 14, SIDCO Industrial Estate, Kurichi, Coimbatore, Tamil Nadu 641021, India' },
  { name: SAHYADRI, address: 'Gat No. 112, MIDC Chakan Phase II, Khed, Pune, Maharashtra 410501, India' },
  { name: MALABAR, address: 'Unit 7, Cochin Special Economic Zone, Kakkanad, Kochi, Kerala 682037, India' },
  { name: TASMAN, address: '27 Vickerman Street, Port Nelson, Nelson 7010, New Zealand' },
];

export interface DemoDeclarations {
  manufacturer: string;
  /** Named only when another than the manufacturer packed it. */
  packer?: string;
  importer?: string;
  countryOfOrigin: string;
  genericName: string;
  bestBeforeMonths: number;
}

const ours = (genericName: string, bestBeforeMonths: number): DemoDeclarations => ({ manufacturer: CANINO, countryOfOrigin: 'India', genericName, bestBeforeMonths });
/** Care products are made for the shop by a contract maker and packed in its own unit. */
const contract = (genericName: string, bestBeforeMonths: number): DemoDeclarations => ({
  manufacturer: SAHYADRI,
  packer: CANINO,
  countryOfOrigin: 'India',
  genericName,
  bestBeforeMonths,
});
const marine = (genericName: string, bestBeforeMonths: number): DemoDeclarations => ({ manufacturer: MALABAR, countryOfOrigin: 'India', genericName, bestBeforeMonths });

const BY_SLUG: Record<string, DemoDeclarations> = {
  'daily-multi-chewable-tablets': ours('Multivitamin and mineral supplement tablets for dogs', 24),
  'daily-multi-powder': ours('Multivitamin and mineral supplement powder for dogs', 18),
  'puppy-growth-syrup': ours('Multivitamin syrup for puppies', 18),
  'senior-vitality-chews': ours('Multivitamin supplement chews for senior dogs', 24),
  'calcium-bone-support-tablets': ours('Calcium and phosphorus supplement tablets for dogs', 24),
  'joint-plus-chews': ours('Glucosamine and chondroitin supplement chews for dogs', 24),
  'turmeric-boswellia-mobility-powder': ours('Herbal joint support powder for dogs', 18),
  'green-lipped-mussel-tablets': {
    manufacturer: TASMAN,
    importer: CANINO,
    countryOfOrigin: 'New Zealand',
    genericName: 'Green-lipped mussel supplement tablets for dogs',
    bestBeforeMonths: 36,
  },
  'joint-plus-liquid': ours('Liquid joint supplement for dogs', 18),
  'active-dog-recovery-chews': ours('Joint and muscle support chews for dogs', 24),
  'skin-coat-omega-oil': marine('Omega fatty acid oil supplement for dogs', 12),
  'biotin-zinc-coat-chews': ours('Biotin and zinc supplement chews for dogs', 24),
  'paw-nose-balm': contract('Paw and nose balm for dogs', 24),
  'neem-coconut-skin-spray': contract('Herbal skin care spray for dogs', 24),
  'omega-3-softgels': marine('Fish oil supplement softgels for dogs', 24),
  'probiotic-digestive-powder': ours('Probiotic supplement powder for dogs', 12),
  'pumpkin-psyllium-fibre-blend': ours('Fibre supplement powder for dogs', 18),
  'gut-balance-chews': ours('Probiotic supplement chews for dogs', 12),
  'digestive-enzyme-tablets': ours('Digestive enzyme supplement tablets for dogs', 24),
  'travel-tummy-ginger-chews': ours('Ginger supplement chews for dogs', 18),
  'calm-paws-chews': ours('Calming supplement chews for dogs', 24),
  'valerian-chamomile-calming-drops': ours('Herbal calming drops for dogs', 18),
  'festival-season-calming-kit': ours('Calming care kit for dogs: chews and coat spray', 12),
  'lavender-vetiver-calming-spray': contract('Calming aromatic spray for dogs', 24),
  'travel-calm-tablets': ours('Herbal calming tablets for dogs', 24),
  'neem-aloe-gentle-shampoo': contract('Herbal dog shampoo', 36),
  'oatmeal-coat-conditioner': contract('Dog coat conditioner', 36),
  'herbal-ear-cleanser': contract('Ear cleansing solution for dogs', 24),
  'dental-care-gel': contract('Oral care gel for dogs', 24),
  'citronella-neem-outdoor-spray': contract('Herbal coat spray for dogs', 24),
};

/** The demo product's declarations (every demo product has them: a test says so). */
export function demoDeclarations(slug: string): DemoDeclarations | undefined {
  return BY_SLUG[slug];
}
