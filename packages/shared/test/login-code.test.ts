import { describe, expect, it } from 'vitest';
import { loginCodeExpiry, loginCodeLive, loginCodeTriesLeft, loginCodeWaitMs } from '../src/rules/login-code';

const at = (hms: string) => new Date(`2026-06-01T${hms}Z`);

describe('loginCodeLive', () => {
  const sentAt = at('10:00:00');
  it('opens a login for 5 minutes and no longer', () => {
    expect(loginCodeExpiry(sentAt)).toEqual(at('10:05:00'));
    expect(loginCodeLive({ sentAt, tries: 0, usedAt: null }, at('10:04:59'))).toBe(true);
    expect(loginCodeLive({ sentAt, tries: 0, usedAt: null }, at('10:05:00'))).toBe(false);
  });
  it('survives 4 wrong guesses, not 5', () => {
    expect(loginCodeLive({ sentAt, tries: 4, usedAt: null }, at('10:01:00'))).toBe(true);
    expect(loginCodeLive({ sentAt, tries: 5, usedAt: null }, at('10:01:00'))).toBe(false);
    expect(loginCodeTriesLeft(4)).toBe(1);
    expect(loginCodeTriesLeft(7)).toBe(0);
  });
  it('opens one login only', () => {
    expect(loginCodeLive({ sentAt, tries: 0, usedAt: at('10:00:30') }, at('10:01:00'))).toBe(false);
  });
});

describe('loginCodeWaitMs', () => {
  it('sends the first code at once', () => {
    expect(loginCodeWaitMs([], at('10:00:00'))).toBe(0);
  });
  it('waits 30 seconds after the last code', () => {
    expect(loginCodeWaitMs([at('10:00:00'), at('10:00:40')], at('10:01:00'))).toBe(10_000);
    expect(loginCodeWaitMs([at('10:00:40')], at('10:01:10'))).toBe(0);
  });
  it('sends at most 5 an hour, the sixth an hour after the first of those five', () => {
    const five = ['10:00:00', '10:05:00', '10:10:00', '10:15:00', '10:20:00'].map(at);
    expect(loginCodeWaitMs(five, at('10:30:00'))).toBe(30 * 60_000);
    expect(loginCodeWaitMs(five, at('11:00:00'))).toBe(0);
    expect(loginCodeWaitMs(five.slice(1), at('10:30:00'))).toBe(0);
  });
  it('ignores codes older than an hour', () => {
    expect(loginCodeWaitMs([at('08:00:00'), at('08:10:00'), at('08:20:00'), at('08:30:00'), at('08:40:00')], at('10:00:00'))).toBe(0);
  });
});
