import type { ProductDeclarationValues } from './declarations.js';

/**
 * The product CSV's declaration columns, after the product columns in the export. Each is optional in an
 * import: a file without the column leaves that declaration as saved (a new product: none, country
 * India). Makers are named as in the admin's list of makers, as categories are named by their names.
 */
export const DECLARATION_CSV_COLUMNS = ['generic_name', 'manufactured_by', 'packed_by', 'imported_by', 'country_of_origin', 'best_before_months'] as const;
export type DeclarationCsvColumn = (typeof DECLARATION_CSV_COLUMNS)[number];

export type DeclarationCsvCells = Partial<Record<DeclarationCsvColumn, string>>;
export type DeclarationCsvRow = { ok: true; patch: Partial<ProductDeclarationValues> } | { ok: false; errors: string[] };

const cell = (v: string) => v.trim().replace(/^'(?=[=+\-@])/, '');

/**
 * The declarations a row sets, from the columns it has, or what is wrong with them. A blank maker column
 * is none (packed by the manufacturer, not imported); a blank best-before is none. `makers` maps each
 * maker's name, lower-cased, to its id.
 */
export function readDeclarationCsvCells(r: DeclarationCsvCells, makers: ReadonlyMap<string, number>): DeclarationCsvRow {
  const errors: string[] = [];
  const patch: Partial<ProductDeclarationValues> = {};
  const maker = (column: 'manufactured_by' | 'packed_by' | 'imported_by', field: 'manufacturerId' | 'packerId' | 'importerId') => {
    if (r[column] === undefined) return;
    const name = cell(r[column]);
    const id = makers.get(name.toLowerCase());
    if (name && id === undefined) errors.push(`Unknown maker "${name}" in ${column}: add it under Makers first`);
    patch[field] = name ? (id ?? null) : null;
  };
  if (r.generic_name !== undefined) {
    patch.genericName = cell(r.generic_name);
    if (patch.genericName.length > 120) errors.push('Generic name is at most 120 characters');
  }
  maker('manufactured_by', 'manufacturerId');
  maker('packed_by', 'packerId');
  maker('imported_by', 'importerId');
  if (r.country_of_origin !== undefined) {
    patch.countryOfOrigin = cell(r.country_of_origin);
    if (patch.countryOfOrigin.length > 60) errors.push('Country of origin is at most 60 characters');
  }
  if (r.best_before_months !== undefined) {
    const months = cell(r.best_before_months);
    if (months && (!/^\d{1,3}$/.test(months) || Number(months) < 1 || Number(months) > 120)) errors.push('Best before must be months from manufacture, 1 to 120');
    patch.bestBeforeMonths = months ? Number(months) : null;
  }
  return errors.length ? { ok: false, errors } : { ok: true, patch };
}
