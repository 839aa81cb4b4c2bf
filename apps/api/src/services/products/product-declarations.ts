import {
  blockedSaleMessage,
  declarationRequiredMessage,
  declarationsBlockingSale,
  DEFAULT_COUNTRY_OF_ORIGIN,
  type DeclarationField,
  type ProductDeclarationValues,
  type PublishState,
} from '@canino/shared';
import type { Db } from '../../db/client';
import { AppError, badInput } from '../../errors';
import { lockMakers } from '../../repositories/makers';

/** What an admin save may send of the declarations; each left out keeps what is saved. */
export type DeclarationsPatch = Partial<ProductDeclarationValues>;

const DECLARATION_KEYS = ['manufacturerId', 'packerId', 'importerId', 'countryOfOrigin', 'genericName', 'bestBeforeMonths'] as const;

/** A product form's input split into its declarations and the rest. */
export function splitDeclarations<T extends DeclarationsPatch>(input: T): [DeclarationsPatch, Omit<T, (typeof DECLARATION_KEYS)[number]>] {
  const patch: DeclarationsPatch = {};
  const rest: Record<string, unknown> = { ...input };
  for (const key of DECLARATION_KEYS) {
    if (input[key] !== undefined) Object.assign(patch, { [key]: input[key] });
    delete rest[key];
  }
  return [patch, rest as Omit<T, (typeof DECLARATION_KEYS)[number]>];
}

/** A product row's declarations; a product not saved yet has none but its country. */
export function declarationsOf(p: ProductDeclarationValues | null): ProductDeclarationValues {
  return {
    manufacturerId: p?.manufacturerId ?? null,
    packerId: p?.packerId ?? null,
    importerId: p?.importerId ?? null,
    countryOfOrigin: p?.countryOfOrigin ?? DEFAULT_COUNTRY_OF_ORIGIN,
    genericName: p?.genericName ?? '',
    bestBeforeMonths: p?.bestBeforeMonths ?? null,
  };
}

/** `patch` over what is saved. A packer that is the manufacturer is stored as none: "Packed by" prints only when another packed it. */
export function mergeDeclarations(saved: ProductDeclarationValues | null, patch: DeclarationsPatch): ProductDeclarationValues {
  const next = { ...declarationsOf(saved), ...patch };
  if (next.packerId === next.manufacturerId) next.packerId = null;
  return next;
}

/**
 * The declarations a save leaves (mergeDeclarations), the makers it names checked to exist. They stay
 * locked (shared) until the save commits, so a maker deleted at the same moment is either still there
 * for it or already gone and refused here, never a broken reference.
 */
export async function nextDeclarations(tx: Db, saved: ProductDeclarationValues | null, patch: DeclarationsPatch): Promise<ProductDeclarationValues> {
  const next = mergeDeclarations(saved, patch);
  const named = { manufacturerId: next.manufacturerId, packerId: next.packerId, importerId: next.importerId };
  const found = await lockMakers(
    tx,
    Object.values(named).filter((id) => id !== null),
  );
  const unknown = Object.entries(named).filter(([, id]) => id !== null && !found.has(id));
  if (unknown.length) {
    const fields = Object.fromEntries(unknown.map(([field]) => [field, 'Choose a maker from your list of makers']));
    throw badInput('A maker named in the declarations does not exist; choose one from your list of makers.', fields);
  }
  return next;
}

/** The fields of the form that hold the missing declarations, each with its message. */
const missingFields = (fields: readonly DeclarationField[]) => Object.fromEntries(fields.map((f) => [f, declarationRequiredMessage(f)]));

/** Refuses (422, naming each missing declaration under its field) a save that would sell a product without its declarations. */
export function refuseSaleWithoutDeclarations(before: PublishState | null, after: PublishState): void {
  const blocking = declarationsBlockingSale(before, after);
  if (blocking.length) throw new AppError('UNPROCESSABLE', blockedSaleMessage(blocking), missingFields(blocking));
}
