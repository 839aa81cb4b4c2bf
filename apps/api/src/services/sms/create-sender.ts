import path from 'node:path';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { SmsSender } from '../../ports/sms-sender';
import { createMsg91Sms } from './msg91';
import { createSimulatedSms } from './simulated-sms';

/** The sender `SMS` chose: MSG91 with its settings, or the outbox folder. */
export function createSmsSender(config: Config, log: Logger): SmsSender {
  return config.msg91 ? createMsg91Sms(config.msg91, log) : createSimulatedSms(path.join(config.dataDir, 'sms-outbox'), log);
}
