import type { ContactInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { insertContactMessage } from '../../repositories/contact-messages';
import { getShopSettings } from '../../repositories/shop-settings';
import { contactNoticeEmail } from '../mail/templates/contact-notice';

/**
 * Keeps the message for the admin inbox, then tells the shop by email. The message is already saved
 * when mail fails, so a mail outage loses nothing; it is logged and the customer still gets their answer.
 */
export async function sendContactMessage(ctx: AppContext, input: ContactInput): Promise<void> {
  const saved = await insertContactMessage(ctx.db, {
    name: input.name,
    email: input.mobile,
    subject: input.title,
    message: input.desc,
  });
  const shop = await getShopSettings(ctx.db);
  try {
    await ctx.mailer.send({ to: shop.email, ...contactNoticeEmail({ shopName: shop.name, message: saved }) });
  } catch (err) {
    ctx.log.error({ err, contactMessageId: saved.id }, 'contact notice email failed');
  }
}
