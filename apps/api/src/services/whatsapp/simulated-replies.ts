import fs from 'node:fs/promises';
import path from 'node:path';
import type { SimulatedWhatsAppMessage, SimulatedWhatsAppReply } from '@canino/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { whatsappOutboxDir } from './simulated-whatsapp';
import { receiveCustomerMessage } from './webhook';

const ONLY_HERE = 'The simulated WhatsApp is only on a shop run on this computer without a WhatsApp account';
/** The templates registered with quick-reply buttons, and their buttons. */
const BUTTONS: Record<string, SimulatedWhatsAppMessage['buttons']> = { cod_confirm_request: ['Confirm', 'Cancel'] };

interface OutboxMessage {
  id: string;
  to: string;
  template: string;
  text?: string;
}

/**
 * The outbox holds every customer's messages, so only a shop reachable from this computer alone (the
 * demo, the tests) shows them: a staging shop on a public address with simulated messages does not.
 */
function outboxOf(ctx: AppContext): string {
  if (ctx.config.whatsapp || !ctx.config.localOnly) throw notFound(ONLY_HERE);
  return whatsappOutboxDir(ctx.config);
}

/** The outbox's messages to one number, newest first (its file names start with the time written). */
async function messagesTo(dir: string, to: string): Promise<{ message: OutboxMessage; at: Date }[]> {
  const names = (await fs.readdir(dir).catch(() => [] as string[]))
    .filter((n) => n.endsWith(`-${to}.json`))
    .sort()
    .reverse()
    .slice(0, 20);
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const [body, stat] = await Promise.all([fs.readFile(file, 'utf8'), fs.stat(file)]);
      return { message: JSON.parse(body) as OutboxMessage, at: stat.mtime };
    }),
  );
}

/** The last 20 messages the shop sent to an Indian mobile number, as the phone would show them. */
export async function listSimulatedMessages(ctx: AppContext, mobile: string): Promise<SimulatedWhatsAppMessage[]> {
  const sent = await messagesTo(outboxOf(ctx), `91${mobile}`);
  return sent.map(({ message, at }) => ({
    id: message.id,
    template: message.template,
    text: message.text ?? message.template,
    sentAt: at.toISOString(),
    buttons: BUTTONS[message.template] ?? [],
  }));
}

/**
 * A reply from the number a message went to, handled as WhatsApp's webhook would deliver it: a button's
 * tap names the message it answers, and "STOP" ends the number's updates. What it did is said in words.
 */
export async function replySimulated(ctx: AppContext, mobile: string, reply: SimulatedWhatsAppReply): Promise<string> {
  const to = `91${mobile}`;
  const asked = (await messagesTo(outboxOf(ctx), to)).find((m) => m.message.id === reply.messageId);
  if (!asked) throw notFound('No message with that id was sent to this number');
  const tap = reply.reply !== 'STOP';
  const done = await receiveCustomerMessage(ctx, {
    from: to,
    type: tap ? 'button' : 'text',
    ...(tap ? { button: { text: reply.reply }, context: { id: reply.messageId } } : { text: { body: 'STOP' } }),
  });
  if (done.stopped) return 'WhatsApp updates to this number are stopped';
  if (done.answered) return reply.reply === 'Confirm' ? 'The order is confirmed' : 'The order is cancelled';
  return 'The shop received the reply; it changed nothing';
}
