import type { Section } from './types.js';

export const aboutTitle = 'About Us';

export const aboutTagline = 'Natural supplements for dogs, made by dog people since 2012.';

export interface Milestone {
  year: string;
  text: string;
}

export const milestones: Milestone[] = [
  { year: '2012', text: 'Our first formulation, the Daily Multi multivitamin and mineral supplement.' },
  { year: '2016', text: 'Two more formulations: Joint Plus and the Skin & Coat Omega Oil.' },
  { year: 'Today', text: 'A full range of natural supplements and care products, shipped across India.' },
];

export const aboutSections: Section[] = [
  {
    heading: 'It started with one dog lover',
    paragraphs: [
      'Canino was founded by Meera Krishnan, who has shared her home in Coimbatore with dogs for as long as she can remember. Like many owners, she cooked fresh meals for her dogs and kept wondering whether they were getting everything they needed.',
      'She could not find a supplement she was fully comfortable with: most labels were vague, full of fillers or not made with Indian diets and weather in mind. So she decided to make one herself, with the help of a veterinary nutritionist and a small, carefully chosen manufacturer.',
    ],
  },
  {
    heading: '2012: our first multivitamin and mineral supplement',
    paragraphs: [
      'The first Canino product was a daily multivitamin and mineral supplement, made to fill the gaps in home-cooked and kibble diets alike. It was tested on Meera’s own dogs and those of friends long before a single jar was sold.',
      'That formula is still our best seller today as the Daily Multi, and we still make it in small batches.',
    ],
  },
  {
    heading: '2016: two more formulations',
    paragraphs: [
      'Four years on, the people using our multivitamin kept asking for more. In 2016 we introduced two new formulations: Joint Plus, with glucosamine, chondroitin and turmeric for active and ageing dogs, and the Skin & Coat Omega Oil, a blend of salmon and cold-pressed flaxseed oil.',
      'Both were developed the same way as the first: simple ingredients, clear dosing by weight and months of feedback from real dogs before launch.',
    ],
  },
  {
    heading: 'Passed on by word of mouth',
    paragraphs: [
      'We did not advertise for years. Canino travelled from one owner to the next: at dog shows, where handlers compared notes on coats and condition, and in vet clinics, where veterinarians began suggesting our supplements to their clients.',
      'The show-dog community and the vets who trusted us early on still shape what we make. Many of our newer products started as a question from one of them.',
    ],
  },
  {
    heading: 'What we believe in',
    paragraphs: ['Every product we make follows the same few principles.'],
    bullets: [
      'Natural, recognisable ingredients with no unnecessary fillers, colours or sugar',
      'Clear dosage by your dog’s weight on every label',
      'Honest descriptions: supplements support good health, they do not replace your vet',
      'Small batches, so every jar and pouch reaches you fresh',
      'Formulas suited to Indian weather, diets and breeds',
    ],
  },
  {
    heading: 'Canino today',
    paragraphs: [
      'What began with one supplement is now a full range of vitamins, joint, skin and coat, digestive, calming and grooming products, shipped to dog owners across India.',
      'We are still a small team of dog people. If you have a question about a product or about your dog’s routine, write to us: a real person will answer.',
    ],
  },
];
