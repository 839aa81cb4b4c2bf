import type { ContactInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { insertContactMessage } from '../../repositories/contact-messages';
import { getShopSettings } from '../../repositories/shop-settings';
import { contactNoticeEmail } from '../mail/templates/contact-notice';
import { enqueueEmail } from '../mail/enqueue-email';

/**
 * Keeps the message for the admin inbox and queues the shop's email notice in one transaction: both are
 * written or neither, and a mail outage only delays the notice (the worker retries it).
 */
export async function sendContactMessage(ctx: AppContext, input: ContactInput): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const saved = await insertContactMessage(tx, {
      name: input.name,
      email: input.mobile,
      subject: input.title,
      message: input.desc,
    });
    const shop = await getShopSettings(tx);
    await enqueueEmail(tx, ctx.config.publicUrl, { to: shop.email, replyTo: saved.email, ...contactNoticeEmail({ shopName: shop.name, message: saved }) });
  });
}
