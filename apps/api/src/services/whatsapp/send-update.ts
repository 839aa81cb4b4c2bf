import type { AppContext } from '../../context';
import { findCustomerById } from '../../repositories/customers';
import { claimMessage, markMessage } from '../../repositories/whatsapp-messages';
import { MessageRefused } from '../../ports/message-channel';
import { hasConsent } from '../consents/consents';
import type { JobPayloads } from '../jobs/job-kinds';
import { TEMPLATE_LANGUAGE } from './templates';

/** An Indian mobile number as the account holds it (10 digits), as WhatsApp addresses it: 91 and the number. */
const whatsappNumber = (mobile: string): string | undefined => (/^[6-9]\d{9}$/.test(mobile) ? `91${mobile}` : undefined);

/**
 * The `whatsapp` job: one order update, sent once. Consent and the number are read now, not when the job
 * was queued: an account erased, a STOP or an untick in between sends nothing. The event's row is written
 * before the provider is asked and keeps its `wamid`, so a retry after the send was recorded sends nothing
 * again. A permanent refusal is recorded as failed and not retried; any other failure is thrown, and the
 * queue tries again with backoff.
 */
export async function sendWhatsAppUpdate(ctx: AppContext, payload: JobPayloads['whatsapp']): Promise<void> {
  const customer = await findCustomerById(ctx.db, payload.customerId);
  if (!customer || !(await hasConsent(ctx.db, customer.id, 'whatsapp_updates'))) return;
  const to = whatsappNumber(customer.mobile);
  if (!to) return;
  const row = await claimMessage(ctx.db, { eventKey: payload.eventKey, customerId: customer.id, orderId: payload.orderId, template: payload.template, toNumber: to });
  if (row.status !== 'sending') return;
  try {
    const { providerMessageId } = await ctx.messages.sendTemplate({ to, template: payload.template, language: TEMPLATE_LANGUAGE, params: payload.params });
    await markMessage(ctx.db, row.id, { status: 'sent', providerMessageId }, ctx.now());
  } catch (err) {
    if (!(err instanceof MessageRefused && err.permanent)) throw err;
    await markMessage(ctx.db, row.id, { status: 'failed', error: err.message }, ctx.now());
    ctx.log.warn({ eventKey: payload.eventKey, reason: err.message }, 'whatsapp update refused for good; not retried');
  }
}
