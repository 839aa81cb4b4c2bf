import { describe, expect, it } from 'vitest';
import { CONSENT_PURPOSE_KEYS, consentGiven, currentConsents, type ConsentRecord } from '../src/rules/consents';

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 5, 30));

describe('currentConsents', () => {
  it('a customer who never chose has agreed to nothing', () => {
    expect(currentConsents([])).toEqual(CONSENT_PURPOSE_KEYS.map((purpose) => ({ purpose, granted: false, since: null })));
  });

  it('the latest record of each purpose wins, whatever the other purpose says', () => {
    // Ticked reminders on the 2nd, offers on the 3rd, WhatsApp on the 5th, stopped reminders from an email on
    // the 9th, and WhatsApp by replying STOP on the 12th.
    const history: ConsentRecord[] = [
      { purpose: 'refill_reminders', granted: true, source: 'refills', at: at(2) },
      { purpose: 'marketing_email', granted: true, source: 'account', at: at(3) },
      { purpose: 'whatsapp_updates', granted: true, source: 'account', at: at(5) },
      { purpose: 'refill_reminders', granted: false, source: 'unsubscribe-link', at: at(9) },
      { purpose: 'whatsapp_updates', granted: false, source: 'whatsapp-reply', at: at(12) },
    ];
    expect(currentConsents(history)).toEqual([
      { purpose: 'marketing_email', granted: true, since: { at: at(3), source: 'account' } },
      { purpose: 'refill_reminders', granted: false, since: { at: at(9), source: 'unsubscribe-link' } },
      { purpose: 'whatsapp_updates', granted: false, since: { at: at(12), source: 'whatsapp-reply' } },
    ]);
    expect(consentGiven(history, 'marketing_email')).toBe(true);
    expect(consentGiven(history, 'refill_reminders')).toBe(false);
  });

  it('given again after a withdrawal counts again', () => {
    const history: ConsentRecord[] = [
      { purpose: 'marketing_email', granted: true, source: 'account', at: at(1) },
      { purpose: 'marketing_email', granted: false, source: 'mail-client', at: at(4) },
      { purpose: 'marketing_email', granted: true, source: 'account', at: at(20) },
    ];
    expect(consentGiven(history, 'marketing_email')).toBe(true);
  });
});
