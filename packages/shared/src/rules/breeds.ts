/**
 * Breeds an Indian shop's customers keep, with their adult size class and coat, so a pet's breed can drive
 * recommendations (large breed → joint care, long coat → skin and coat). "Indie / mixed" has no fixed size:
 * its size comes from the dog's weight (see sizeClassOf).
 */
export const SIZE_CLASSES = ['small', 'medium', 'large', 'giant'] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];

export const SIZE_LABELS: Record<SizeClass, string> = { small: 'Small', medium: 'Medium', large: 'Large', giant: 'Giant' };

export interface Breed {
  code: string;
  name: string;
  /** null for Indie / mixed: taken from the weight. */
  size: SizeClass | null;
  longCoat: boolean;
}

const b = (code: string, name: string, size: SizeClass | null, longCoat = false): Breed => ({ code, name, size, longCoat });

export const INDIE_BREED = 'indie';

export const BREEDS: readonly Breed[] = [
  b(INDIE_BREED, 'Indie / mixed', null),
  b('labrador', 'Labrador Retriever', 'large'),
  b('german-shepherd', 'German Shepherd', 'large', true),
  b('golden-retriever', 'Golden Retriever', 'large', true),
  b('beagle', 'Beagle', 'medium'),
  b('pug', 'Pug', 'small'),
  b('shih-tzu', 'Shih Tzu', 'small', true),
  b('lhasa-apso', 'Lhasa Apso', 'small', true),
  b('pomeranian', 'Pomeranian', 'small', true),
  b('indian-spitz', 'Indian Spitz', 'small', true),
  b('dachshund', 'Dachshund', 'small'),
  b('chihuahua', 'Chihuahua', 'small'),
  b('maltese', 'Maltese', 'small', true),
  b('french-bulldog', 'French Bulldog', 'small'),
  b('cocker-spaniel', 'Cocker Spaniel', 'medium', true),
  b('border-collie', 'Border Collie', 'medium', true),
  b('poodle', 'Poodle', 'medium', true),
  b('chippiparai', 'Chippiparai', 'medium'),
  b('kombai', 'Kombai', 'medium'),
  b('english-bulldog', 'English Bulldog', 'medium'),
  b('siberian-husky', 'Siberian Husky', 'large', true),
  b('rottweiler', 'Rottweiler', 'large'),
  b('doberman', 'Dobermann', 'large'),
  b('boxer', 'Boxer', 'large'),
  b('dalmatian', 'Dalmatian', 'large'),
  b('rajapalayam', 'Rajapalayam', 'large'),
  b('mudhol-hound', 'Mudhol Hound', 'large'),
  b('akita', 'Akita', 'large', true),
  b('great-dane', 'Great Dane', 'giant'),
  b('saint-bernard', 'Saint Bernard', 'giant', true),
  b('bullmastiff', 'Bullmastiff', 'giant'),
  b('tibetan-mastiff', 'Tibetan Mastiff', 'giant', true),
];

const BY_CODE = new Map(BREEDS.map((x) => [x.code, x]));
export const BREED_CODES = BREEDS.map((x) => x.code) as [string, ...string[]];

export const breedByCode = (code: string): Breed => BY_CODE.get(code) ?? BY_CODE.get(INDIE_BREED)!;

const squash = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
const ALIASES: Record<string, string> = {
  lab: 'labrador',
  gsd: 'german-shepherd',
  alsatian: 'german-shepherd',
  husky: 'siberian-husky',
  dobermanpinscher: 'doberman',
  spitz: 'indian-spitz',
  golden: 'golden-retriever',
  shihtzu: 'shih-tzu',
  pariah: INDIE_BREED,
  desi: INDIE_BREED,
  mixed: INDIE_BREED,
  mix: INDIE_BREED,
  indie: INDIE_BREED,
};

/**
 * The list's breed for a name typed freely (the spec's sign-up sends text): "labrador retriever", "Lab",
 * "GSD" are found; anything not on the list counts as Indie / mixed.
 */
export function breedFromText(text: string): Breed {
  const key = squash(text);
  if (!key) return breedByCode(INDIE_BREED);
  const alias = ALIASES[key];
  if (alias) return breedByCode(alias);
  const exact = BREEDS.find((x) => squash(x.name) === key || squash(x.code) === key);
  if (exact) return exact;
  const partial = BREEDS.find((x) => x.code !== INDIE_BREED && (squash(x.name).startsWith(key) || key.startsWith(squash(x.name))));
  return partial ?? breedByCode(INDIE_BREED);
}

/** Adult size by weight, for Indie / mixed dogs: up to 10 kg small, 25 kg medium, 45 kg large, above giant. */
export function sizeByWeight(grams: number): SizeClass {
  if (grams <= 10_000) return 'small';
  if (grams <= 25_000) return 'medium';
  if (grams <= 45_000) return 'large';
  return 'giant';
}

export function sizeClassOf(breedCode: string, weightGrams: number | null): SizeClass | null {
  const breed = breedByCode(breedCode);
  if (breed.size) return breed.size;
  return weightGrams === null ? null : sizeByWeight(weightGrams);
}
