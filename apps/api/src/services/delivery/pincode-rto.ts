import { rtoWindowStart, type CodSettings, type PincodeRtoRecord } from '@canino/shared';
import type { AppContext } from '../../context';
import { readPincodeRtoRecord } from '../../repositories/cod-orders';

/**
 * A pincode's COD orders delivered and come back, for codEligibility's RTO limit (decision 066). Read
 * only when it can matter, COD on with a limit set: one query on the COD paths, none otherwise.
 */
export async function pincodeRtoRecord(ctx: Pick<AppContext, 'db' | 'now'>, cod: CodSettings, pincode: string): Promise<PincodeRtoRecord | undefined> {
  if (!cod.enabled || cod.rtoThresholdPercent === null) return undefined;
  return readPincodeRtoRecord(ctx.db, pincode, rtoWindowStart(ctx.now()));
}
