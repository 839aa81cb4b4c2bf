import { formatDose, type DoseUnit } from './dosage.js';
import { formatINR } from './money.js';
import { netQuantityText, type NetUnit } from './unit-price.js';

/**
 * What a pre-packed product must declare where it is sold online (Legal Metrology (Packaged Commodities)
 * Rules 2011, rule 6 as amended): who made, packed or imported it, where it comes from, its common name,
 * its net quantity, MRP and unit sale price, how long it keeps, and whom to call. The net quantity and the
 * prices are each size's own and cannot be missing (the database requires them); customer care is one
 * shop setting with defaults. What the owner can leave out is the product's own part, checked here.
 */
export const DEFAULT_COUNTRY_OF_ORIGIN = 'India';

/** The labels the product page prints and the admin names a missing declaration by. */
export const DECLARATION_LABELS = {
  manufacturedBy: 'Manufactured by',
  packedBy: 'Packed by',
  importedBy: 'Imported by',
  countryOfOrigin: 'Country of origin',
  genericName: 'Generic name',
  netQuantity: 'Net quantity',
  mrp: 'MRP',
  unitSalePrice: 'Unit sale price',
  bestBefore: 'Best before',
  customerCare: 'Customer care',
} as const;

/** A declaration the owner enters on the product, by the field of the product form that holds it. */
export const PRODUCT_DECLARATION_FIELDS = {
  manufacturerId: DECLARATION_LABELS.manufacturedBy,
  countryOfOrigin: DECLARATION_LABELS.countryOfOrigin,
  importerId: DECLARATION_LABELS.importedBy,
  genericName: DECLARATION_LABELS.genericName,
  bestBeforeMonths: DECLARATION_LABELS.bestBefore,
} as const;
export type DeclarationField = keyof typeof PRODUCT_DECLARATION_FIELDS;

/** The product's own declarations; a packer or importer left out means "the manufacturer" and "made here". */
export interface ProductDeclarationValues {
  manufacturerId: number | null;
  packerId: number | null;
  importerId: number | null;
  countryOfOrigin: string;
  genericName: string;
  bestBeforeMonths: number | null;
}

export const isMadeInIndia = (country: string) => country.trim().toLowerCase() === DEFAULT_COUNTRY_OF_ORIGIN.toLowerCase();

/**
 * The product's declarations that are missing, in the order the page prints them. Goods made abroad must
 * name their importer in India too. An empty list: the product may be published.
 */
export function missingDeclarations(d: ProductDeclarationValues): DeclarationField[] {
  const missing: DeclarationField[] = [];
  if (d.manufacturerId === null) missing.push('manufacturerId');
  if (!d.countryOfOrigin.trim()) missing.push('countryOfOrigin');
  else if (!isMadeInIndia(d.countryOfOrigin) && d.importerId === null) missing.push('importerId');
  if (!d.genericName.trim()) missing.push('genericName');
  if (d.bestBeforeMonths === null) missing.push('bestBeforeMonths');
  return missing;
}

/** "Manufactured by, Generic name": missing declarations as the owner reads them. */
export const declarationNames = (fields: readonly DeclarationField[]) => fields.map((f) => PRODUCT_DECLARATION_FIELDS[f]).join(', ');

/** A product as a save finds it and leaves it: whether it is on sale, and its declarations. */
export interface PublishState {
  active: boolean;
  declarations: ProductDeclarationValues;
}

/**
 * The missing declarations that stop a save: a product may not be put on sale (created active, or made
 * active) while any is missing. A product already on sale before declarations were asked for keeps
 * selling and stays editable, so that no live shop is emptied by an update; its save is refused only
 * when it would lose a declaration it has. Nothing stops a save that leaves the product off sale.
 */
export function declarationsBlockingSale(before: PublishState | null, after: PublishState): DeclarationField[] {
  if (!after.active) return [];
  const missing = missingDeclarations(after.declarations);
  if (!before?.active) return missing;
  const already = new Set(missingDeclarations(before.declarations));
  return missing.filter((f) => !already.has(f));
}

/** The message under one missing declaration's field, on the admin's form and in the server's refusal. */
export const declarationRequiredMessage = (field: DeclarationField) => `${PRODUCT_DECLARATION_FIELDS[field]} is required on a product on sale`;

/** The message for a refused save of one product, naming what to fill in. */
export function blockedSaleMessage(fields: readonly DeclarationField[]): string {
  return `A product on sale must show every declaration; missing: ${declarationNames(fields)}. Fill them in, or save it as not active.`;
}

/** A size's contents as its declarations read them. */
interface DeclaredSize {
  netQuantity: number;
  netUnit: NetUnit;
}

/** "120 tablets", "200 g", "1 unit": the net quantity, counted goods named by what the product is dosed in. */
export function declaredNetQuantity(size: DeclaredSize, doseUnit: DoseUnit | null): string {
  if (size.netUnit !== 'count') return netQuantityText(size.netQuantity, size.netUnit);
  if (doseUnit && doseUnit !== 'ml') return formatDose(size.netQuantity, doseUnit);
  return netQuantityText(size.netQuantity, 'count', size.netQuantity === 1 ? 'unit' : 'units');
}

/** "₹1,299.00 (inclusive of all taxes)": the MRP as rule 6 asks it to be written. */
export const declaredMrp = (mrpPaise: number) => `${formatINR(mrpPaise)} (inclusive of all taxes)`;

/** "24 months from manufacture". */
export const declaredBestBefore = (months: number) => `${months} ${months === 1 ? 'month' : 'months'} from manufacture`;
