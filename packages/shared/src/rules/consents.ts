/**
 * The optional purposes a customer may agree to, beyond what serving their orders needs (Digital Personal
 * Data Protection Act 2023, section 6): each is given only by the customer's own tick, recorded with when
 * and where, and withdrawn as easily, from the account or the link in every message sent for it. A new
 * channel (WhatsApp) is one more line here; the account page, the export and the unsubscribe link follow.
 */
export const CONSENT_PURPOSES = [
  {
    key: 'marketing_email',
    label: 'Email me offers and news about new products',
    what: 'offers, new products and news from the shop, by email',
    stopped: 'You will get no more offers or news from us by email.',
  },
  {
    key: 'refill_reminders',
    label: 'Email me before my dog’s supplements run out (refill reminders)',
    what: 'a reminder by email a few days before a pack you bought runs out for your dog',
    stopped: 'You will get no more refill reminders.',
  },
  {
    key: 'whatsapp_updates',
    label: 'Send order updates on WhatsApp',
    what: 'messages on WhatsApp, to your account’s mobile number, when your order is confirmed, ships, is out for delivery, is delivered or is refunded',
    stopped: 'You will get no more order updates on WhatsApp. Order emails still come.',
  },
] as const;

export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]['key'];
export const CONSENT_PURPOSE_KEYS = CONSENT_PURPOSES.map((p) => p.key) as [ConsentPurpose, ...ConsentPurpose[]];
export const consentPurposeOf = (key: ConsentPurpose) => CONSENT_PURPOSES.find((p) => p.key === key)!;

/**
 * Where a choice was made, kept with it: the account page, the Upcoming refills page, the unsubscribe page
 * a message links to, the mail client's own Unsubscribe button (RFC 8058), or the reminders switch as it
 * stood before consents were recorded (carried over once, see the consents decision record), or a "STOP"
 * sent back to the shop's WhatsApp messages, or the box at checkout (WhatsApp updates, ticked there).
 */
export const CONSENT_SOURCES = ['account', 'refills', 'unsubscribe-link', 'mail-client', 'reminder-setting', 'whatsapp-reply', 'checkout'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  account: 'your account page',
  refills: 'Upcoming refills',
  'unsubscribe-link': 'the unsubscribe link in an email',
  'mail-client': 'your email app’s Unsubscribe button',
  'reminder-setting': 'the refill reminders switch, as you had set it',
  'whatsapp-reply': 'your reply STOP on WhatsApp',
  checkout: 'the box at checkout',
};

export interface ConsentRecord {
  purpose: ConsentPurpose;
  granted: boolean;
  source: ConsentSource;
  at: Date;
}

export interface ConsentState {
  purpose: ConsentPurpose;
  granted: boolean;
  /** The record that decided it; null when the customer never chose (and so has not agreed). */
  since: { at: Date; source: ConsentSource } | null;
}

/**
 * Where each purpose stands, from the customer's whole history in the order it was written: the latest
 * record wins, and a purpose never chosen is not consented to (silence is no consent).
 */
export function currentConsents(history: readonly ConsentRecord[]): ConsentState[] {
  return CONSENT_PURPOSE_KEYS.map((purpose) => {
    const last = history.filter((r) => r.purpose === purpose).at(-1);
    return { purpose, granted: last?.granted ?? false, since: last ? { at: last.at, source: last.source } : null };
  });
}

export const consentGiven = (history: readonly ConsentRecord[], purpose: ConsentPurpose): boolean => currentConsents(history).find((c) => c.purpose === purpose)!.granted;
