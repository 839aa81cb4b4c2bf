import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { MessageChannel } from '../../ports/message-channel';
import { createCloudApiWhatsApp } from './cloud-api';
import { createSimulatedWhatsApp, whatsappOutboxDir } from './simulated-whatsapp';

/** The channel `MESSAGES` chose: WhatsApp's Cloud API with its settings, or the outbox folder. */
export function createMessageChannel(config: Config, log: Logger): MessageChannel {
  return config.whatsapp ? createCloudApiWhatsApp(config.whatsapp, log) : createSimulatedWhatsApp(whatsappOutboxDir(config), log);
}
