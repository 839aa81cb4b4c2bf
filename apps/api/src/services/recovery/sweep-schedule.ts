import type { Config } from '../../config';
import { every, type RecurringJob } from '../jobs/recurring';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * The `recovery.sweep` job: a quarter of the first email's wait, so an email goes at most that late
 * (every 5 minutes for the default hour; at most every 15 seconds for a shop that waits a minute).
 */
export function recoverySweep(config: Pick<Config, 'recovery'>): RecurringJob {
  return every('recovery.sweep', Math.min(5 * MINUTE, Math.max(15 * SECOND, config.recovery.firstAfterMs / 4)));
}
