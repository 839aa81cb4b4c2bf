import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, badInput, forbidden, notFound } from '../../errors';
import { findCustomerByMobile } from '../../repositories/customers';
import { findMessageByProviderId, recordMessageStatus } from '../../repositories/whatsapp-messages';
import { settleCodOrder } from '../orders/answer-cod-order';
import { recordConsent } from '../consents/consents';
import type { WhatsAppSettings } from './cloud-api';

const NOT_SET_UP = 'WhatsApp is not set up on this shop';

function settingsOf(ctx: AppContext): WhatsAppSettings {
  if (!ctx.config.whatsapp) throw notFound(NOT_SET_UP);
  return ctx.config.whatsapp;
}

/**
 * Meta's check of the webhook's address (developers.facebook.com/docs/graph-api/webhooks/getting-started):
 * a GET with `hub.mode=subscribe`, the verify token the owner typed in the app's settings, and a challenge
 * to echo back. Anything else is refused, so nobody else can subscribe the address.
 */
export function verifyWebhookAddress(ctx: AppContext, query: { mode?: string; verifyToken?: string; challenge?: string }): string {
  const settings = settingsOf(ctx);
  if (query.mode !== 'subscribe' || !query.challenge) throw badInput('Expected hub.mode=subscribe with a hub.challenge');
  if (!query.verifyToken || !sameText(query.verifyToken, settings.verifyToken)) throw forbidden('The verify token does not match');
  return query.challenge;
}

const statusNews = z.object({
  id: z.string().min(1),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  timestamp: z.string().optional(),
  errors: z.array(z.object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() })).optional(),
});
/** A message a customer sent the shop: words, or a tap on a quick-reply button of the shop's message. */
export const incoming = z.object({
  from: z.string(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
  /** The shop's message a button reply answers. */
  context: z.object({ id: z.string() }).optional(),
});
const delivery = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({ statuses: z.array(z.unknown()).optional(), messages: z.array(z.unknown()).optional() }).passthrough(),
        }),
      ),
    }),
  ),
});

/**
 * A delivery from Meta: statuses of messages the shop sent, and messages customers wrote. Its
 * `X-Hub-Signature-256` (`sha256=` and the HMAC-SHA256 of the raw body with the app's secret) proves it
 * came from Meta; a forged or missing one is refused before anything is read. Statuses arrive late, twice
 * and out of order: a status only moves a message forward. A reply "STOP" ends the sender's consent to
 * WhatsApp updates. Entries the shop does not know are acknowledged, so Meta stops resending them.
 */
export async function receiveWhatsAppWebhook(ctx: AppContext, rawBody: Buffer, signature: string | undefined): Promise<string> {
  const settings = settingsOf(ctx);
  if (!validSignature(settings.appSecret, rawBody, signature)) {
    ctx.log.warn('whatsapp webhook with an invalid signature refused');
    throw new AppError('UNAUTHENTICATED', 'The webhook signature is not valid');
  }
  const parsed = delivery.safeParse(parseJson(rawBody));
  if (!parsed.success) throw badInput('The webhook body is not a WhatsApp delivery');
  let statuses = 0;
  let stops = 0;
  let answers = 0;
  for (const change of parsed.data.entry.flatMap((e) => e.changes).filter((c) => c.field === 'messages')) {
    for (const raw of change.value.statuses ?? []) {
      const news = statusNews.safeParse(raw);
      if (news.success && (await recordStatus(ctx, news.data))) statuses++;
    }
    for (const raw of change.value.messages ?? []) {
      const message = incoming.safeParse(raw);
      if (!message.success) continue;
      const done = await receiveCustomerMessage(ctx, message.data);
      if (done.stopped) stops++;
      if (done.answered) answers++;
    }
  }
  ctx.log.info({ statuses, stops, answers }, 'whatsapp webhook handled');
  return `${statuses} statuses recorded, ${stops} consents ended, ${answers} orders answered`;
}

/** What a customer's message does: "STOP" ends their WhatsApp updates; Confirm or Cancel answers a COD order. */
export async function receiveCustomerMessage(ctx: AppContext, message: z.infer<typeof incoming>): Promise<{ stopped: boolean; answered: boolean }> {
  return { stopped: await stopIfAsked(ctx, message), answered: await answerIfCodReply(ctx, message) };
}

function recordStatus(ctx: AppContext, news: z.infer<typeof statusNews>): Promise<boolean> {
  const seconds = Number(news.timestamp);
  const error = news.errors?.map((e) => [e.code, e.title ?? e.message].filter(Boolean).join(' ')).join('; ') || null;
  return recordMessageStatus(ctx.db, {
    providerMessageId: news.id,
    status: news.status,
    error,
    at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : ctx.now(),
  });
}

/** "STOP" (any case, alone in the message or on a quick-reply button) from an Indian number with an account. */
async function stopIfAsked(ctx: AppContext, message: z.infer<typeof incoming>): Promise<boolean> {
  const words = (message.text?.body ?? message.button?.text ?? '').trim().toUpperCase();
  if (words !== 'STOP') return false;
  const mobile = /^91([6-9]\d{9})$/.exec(message.from)?.[1];
  const customer = mobile && (await findCustomerByMobile(ctx.db, mobile));
  if (!customer) return false;
  await recordConsent(ctx.db, ctx.now(), customer.id, 'whatsapp_updates', false, 'whatsapp-reply');
  return true;
}

/**
 * The Confirm or Cancel button of a cash-on-delivery order's confirmation request (decision 063): the
 * reply names the shop's message it answers, and so its order. An answer the order can no longer take
 * (cancelled unanswered meanwhile, Cancel after Confirm) is logged and acknowledged, so Meta stops resending.
 */
async function answerIfCodReply(ctx: AppContext, message: z.infer<typeof incoming>): Promise<boolean> {
  const how = { CONFIRM: 'confirm', CANCEL: 'cancel' } as const;
  const answer = how[(message.button?.text ?? '').trim().toUpperCase() as keyof typeof how];
  if (!answer || !message.context) return false;
  const asked = await findMessageByProviderId(ctx.db, message.context.id);
  if (asked?.template !== 'cod_confirm_request' || asked.orderId === null) return false;
  const note = answer === 'confirm' ? 'Confirmed by the shopper on WhatsApp' : 'Cancelled by the shopper on WhatsApp';
  try {
    return (await settleCodOrder(ctx, asked.orderId, answer, { actor: 'customer:whatsapp', note })).moved;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    ctx.log.info({ orderId: asked.orderId, answer, refused: err.message }, 'whatsapp answer to a settled order');
    return false;
  }
}

/** Compared in constant time, so the answer's timing does not tell how much of a forged signature was right. */
function validSignature(secret: string, rawBody: Buffer, header: string | undefined): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '')?.[1];
  if (!given) return false;
  return timingSafeEqual(createHmac('sha256', secret).update(rawBody).digest(), Buffer.from(given, 'hex'));
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}
