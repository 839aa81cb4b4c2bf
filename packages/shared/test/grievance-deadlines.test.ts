import { describe, expect, it } from 'vitest';
import { grievanceClock, grievanceDeadlines, timeLeftText } from '../src/rules/grievance-deadlines';

// Moments are written in India's time, as the owner reads them.
const ist = (s: string) => new Date(`${s}+05:30`);

describe('grievanceDeadlines: acknowledge within 48 hours, resolve within one month', () => {
  it.each([
    ['2026-03-15T10:30:00', '2026-03-17T10:30:00', '2026-04-15T10:30:00'],
    // The 31st of a month before a shorter one: the month's last day.
    ['2026-01-31T18:00:00', '2026-02-02T18:00:00', '2026-02-28T18:00:00'],
    ['2028-01-31T18:00:00', '2028-02-02T18:00:00', '2028-02-29T18:00:00'],
    ['2026-08-31T09:00:00', '2026-09-02T09:00:00', '2026-09-30T09:00:00'],
    // December's complaint is due in January of the next year.
    ['2026-12-20T23:59:00', '2026-12-22T23:59:00', '2027-01-20T23:59:00'],
    // Just after midnight in India, still the day before in UTC: the month is India's.
    ['2026-05-01T00:30:00', '2026-05-03T00:30:00', '2026-06-01T00:30:00'],
  ])('filed %s IST: acknowledge by %s, resolve by %s', (filed, ack, resolve) => {
    expect(grievanceDeadlines(ist(filed))).toEqual({ acknowledgeBy: ist(ack), resolveBy: ist(resolve) });
  });
});

describe('grievanceClock', () => {
  const filed = ist('2026-03-15T10:30:00');
  const open = { acknowledgedAt: null, resolvedAt: null };

  it('counts down both deadlines while nothing is done', () => {
    const clock = grievanceClock(filed, open, ist('2026-03-16T10:30:00'));
    expect(clock.acknowledge).toEqual({ dueAt: ist('2026-03-17T10:30:00'), state: 'due', remainingMs: 24 * 3_600_000 });
    expect(clock.resolve.state).toBe('due');
    expect(clock.resolve.remainingMs).toBe(30 * 86_400_000);
  });

  it('is overdue once the time is past, and met once done, even if late', () => {
    const late = grievanceClock(filed, open, ist('2026-03-18T10:30:00'));
    expect(late.acknowledge).toMatchObject({ state: 'overdue', remainingMs: -24 * 3_600_000 });
    const acknowledged = grievanceClock(filed, { acknowledgedAt: ist('2026-03-18T00:00:00'), resolvedAt: null }, ist('2026-04-16T10:30:00'));
    expect(acknowledged.acknowledge).toMatchObject({ state: 'met', remainingMs: 0 });
    expect(acknowledged.resolve).toMatchObject({ state: 'overdue', remainingMs: -86_400_000 });
  });

  it('takes a resolution as the acknowledgement too', () => {
    const resolved = grievanceClock(filed, { acknowledgedAt: null, resolvedAt: ist('2026-03-15T12:00:00') }, ist('2026-05-01T00:00:00'));
    expect(resolved.acknowledge.state).toBe('met');
    expect(resolved.resolve.state).toBe('met');
  });
});

describe('timeLeftText', () => {
  it.each([
    [28 * 3_600_000, '1 day 4 h left'],
    [3 * 86_400_000, '3 days left'],
    [(3 * 60 + 20) * 60_000, '3 h 20 min left'],
    [2 * 3_600_000, '2 h left'],
    [59_000, '0 min left'],
    [-2 * 86_400_000, '2 days late'],
    [-90 * 60_000, '1 h 30 min late'],
  ])('%d ms: %s', (ms, text) => {
    expect(timeLeftText(ms)).toBe(text);
  });
});
