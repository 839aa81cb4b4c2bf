/** Builds the product-detail HTML (only <p>, <h3>, <ul>, <li>) from plain text. */
export interface DetailsInput {
  ingredients: string[];
  benefits: string[];
  /** Lines such as "Up to 10 kg: 1 chew a day". */
  dosage: string[];
  storage: string;
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const list = (items: string[]): string => `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;

export function details(d: DetailsInput): string {
  return [
    `<p>Ingredients: ${esc(d.ingredients.join(', '))}.</p>`,
    '<h3>Benefits</h3>',
    list(d.benefits),
    '<h3>Dosage by weight</h3>',
    list(d.dosage),
    `<p>Storage: ${esc(d.storage)}</p>`,
  ].join('\n');
}

export const STORE_DRY = 'Keep in a cool, dry place below 30 °C, away from direct sunlight. Close tightly after use and keep out of reach of children.';
export const STORE_OIL = 'Keep below 25 °C away from sunlight; refrigerate after opening and use within 90 days. Shake well before use.';
export const STORE_TOPICAL = 'Store at room temperature away from direct sunlight. For external use on dogs only; avoid contact with eyes.';
export const VET_NOTE = 'Pregnant or nursing dogs, or dogs on medication: please check with your vet first.';
