import { describe, expect, it } from 'vitest';
import { CONSENT_PURPOSE_KEYS, consentGiven, currentConsents, type ConsentRecord } from '../src/rules/consents';

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 5, 30));

describe('currentConsents', () => {
  it('a customer who never chose has agreed to nothing', () => {
    expect(currentConsents([])).toEqual(CONSENT_PURPOSE_KEYS.map((purpose) => ({ purpose, granted: false, since: null })));
  });

  it('the latest record of each purpose wins, whatever the other purpose says', () => {
    // Ticked reminders on the 2nd, offers on the 3rd, stopped reminders from an email on the 9th.
    const history: ConsentRecord[] = [
      { purpose: 'refill_reminders', granted: true, source: 'refills', at: at(2) },
      { purpose: 'marketing_email', granted: true, source: 'account', at: at(3) },
      { purpose: 'refill_reminders', granted: false, source: 'unsubscribe-link', at: at(9) },
    ];
    expect(currentConsents(history)).toEqual([
      { purpose: 'marketing_email', granted: true, since: { at: at(3), source: 'account' } },
      { purpose: 'refill_reminders', granted: false, since: { at: at(9), source: 'unsubscribe-link' } },
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
