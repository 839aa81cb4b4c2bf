import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../logger';
import type { MessageChannel } from '../../ports/message-channel';
import { renderTemplate, WHATSAPP_TEMPLATES, type WhatsAppTemplate } from './templates';

/** Where the simulated channel writes its messages, and the simulated replies read them. */
export const whatsappOutboxDir = (config: { dataDir: string }) => path.join(config.dataDir, 'whatsapp-outbox');

/**
 * Writes each message to `outboxDir` as a JSON file (`data/whatsapp-outbox`), in the shape the Cloud API
 * would be sent, so the demo and the tests send order updates with no account at Meta. Written aside and
 * renamed, as the mail outbox is, so a reader never sees half a file.
 */
export function createSimulatedWhatsApp(outboxDir: string, log: Logger): MessageChannel {
  return {
    name: 'simulated',
    async sendTemplate(message) {
      await fs.mkdir(outboxDir, { recursive: true });
      const providerMessageId = `wamid.simulated-${randomBytes(12).toString('hex')}`;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}-${message.to}.json`);
      // The text as the customer would read it, beside what the Cloud API would be sent.
      const known = Object.hasOwn(WHATSAPP_TEMPLATES, message.template);
      const text = known ? renderTemplate({ template: message.template as WhatsAppTemplate, params: message.params }) : undefined;
      await fs.writeFile(`${file}.partial`, `${JSON.stringify({ id: providerMessageId, ...message, text }, null, 2)}\n`);
      await fs.rename(`${file}.partial`, file);
      log.info({ file, template: message.template }, 'whatsapp message written to outbox');
      return { providerMessageId };
    },
  };
}
