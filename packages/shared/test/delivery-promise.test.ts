import { describe, expect, it } from 'vitest';
import { deliveryPromise, deliveryZone, formatDeliveryDate, type DeliverySchedule } from '../src/rules/delivery-promise';

// Mon–Sat dispatch, 14:00 IST cut-off; 2026-11-23 is a Monday.
const schedule: DeliverySchedule = {
  dispatchWeekdays: [1, 2, 3, 4, 5, 6],
  cutoff: '14:00',
  holidays: [],
  transitDays: { sameCity: 1, sameState: 2, metro: 3, restOfIndia: 5, remote: 8 },
};
/** A moment given as India's wall-clock time. */
const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);

describe('deliveryPromise', () => {
  it('before the cut-off leaves today: Monday 13:59, 3 days to a metro → Thursday', () => {
    const p = deliveryPromise(ist('2026-11-23T13:59'), 'metro', schedule);
    expect(p).toEqual({ zone: 'metro', dispatchDate: '2026-11-23', deliveryDate: '2026-11-26', label: 'Thu, 26 Nov' });
  });

  it('at the cut-off leaves tomorrow: Monday 14:00 → dispatched Tuesday, delivered Friday', () => {
    const p = deliveryPromise(ist('2026-11-23T14:00'), 'metro', schedule);
    expect(p.dispatchDate).toBe('2026-11-24');
    expect(p.label).toBe('Fri, 27 Nov');
  });

  it('the cut-off is India time, whatever the UTC date: 01:00 IST Tuesday is still Monday in UTC', () => {
    expect(deliveryPromise(new Date('2026-11-23T19:30:00Z'), 'sameCity', schedule).dispatchDate).toBe('2026-11-24');
  });

  it('across a weekend: Saturday after the cut-off waits for Monday; transit skips Sunday', () => {
    // Sat 28 Nov 15:00 → no dispatch on Sunday → Mon 30 Nov; 2 days → Wed 2 Dec.
    expect(deliveryPromise(ist('2026-11-28T15:00'), 'sameState', schedule)).toMatchObject({ dispatchDate: '2026-11-30', deliveryDate: '2026-12-02' });
    // Fri 27 Nov 10:00 → dispatched Friday; 5 days not counting Sunday → Thu 3 Dec.
    expect(deliveryPromise(ist('2026-11-27T10:00'), 'restOfIndia', schedule).deliveryDate).toBe('2026-12-03');
    // Sat 28 Nov 10:00, 1 day → Sunday is skipped → Mon 30 Nov.
    expect(deliveryPromise(ist('2026-11-28T10:00'), 'sameCity', schedule).deliveryDate).toBe('2026-11-30');
  });

  it('a holiday is not a dispatch day: the parcel leaves on the next working day', () => {
    const withHolidays = { ...schedule, holidays: ['2026-11-24', '2026-11-25'] };
    // Mon after the cut-off → Tue and Wed are holidays → Thu 26; 3 days → Mon 30 (Sunday skipped).
    expect(deliveryPromise(ist('2026-11-23T16:00'), 'metro', withHolidays)).toMatchObject({ dispatchDate: '2026-11-26', deliveryDate: '2026-11-30' });
  });

  it('a shop that dispatches only on Wednesdays, with zero transit days, delivers that Wednesday', () => {
    const p = deliveryPromise(ist('2026-11-23T09:00'), 'sameCity', { ...schedule, dispatchWeekdays: [3], transitDays: { ...schedule.transitDays, sameCity: 0 } });
    expect(p).toMatchObject({ dispatchDate: '2026-11-25', deliveryDate: '2026-11-25', label: 'Wed, 25 Nov' });
  });

  it('refuses a schedule with no dispatch day at all', () => {
    expect(() => deliveryPromise(ist('2026-11-23T09:00'), 'metro', { ...schedule, dispatchWeekdays: [] })).toThrow(/no dispatch day/);
  });
});

describe('deliveryZone', () => {
  const shop = { state: 'Tamil Nadu', district: 'Coimbatore' };
  it.each([
    [{ state: 'Tamil Nadu', district: 'Coimbatore' }, 'sameCity'],
    [{ state: 'Tamil Nadu', district: 'Chennai' }, 'sameState'],
    [{ state: 'Karnataka', district: 'Bangalore' }, 'metro'],
    [{ state: 'Delhi', district: 'Central Delhi' }, 'metro'],
    [{ state: 'Bihar', district: 'Patna' }, 'restOfIndia'],
    [{ state: 'Assam', district: 'Kamrup' }, 'remote'],
    [{ state: 'Jammu and Kashmir', district: 'Srinagar' }, 'remote'],
  ] as const)('%o is %s', (to, zone) => {
    expect(deliveryZone(shop, to)).toBe(zone);
  });
});

it('formats dates as the storefront shows them', () => {
  expect(formatDeliveryDate('2026-11-27')).toBe('Fri, 27 Nov');
  expect(formatDeliveryDate('2027-01-01')).toBe('Fri, 1 Jan');
});
