import { sortBands, type Dosage } from '@canino/shared';

/** The columns a product's dosage is stored in; all null when there is none. Bands are kept sorted by weight. */
export function dosageColumns(d: Dosage | null) {
  return d
    ? { packSize: d.packSize, doseUnit: d.unitName, dosageBands: sortBands(d.bands), lifeStage: d.lifeStage }
    : { packSize: null, doseUnit: null, dosageBands: null, lifeStage: null };
}
