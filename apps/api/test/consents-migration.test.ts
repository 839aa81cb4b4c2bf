import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrationsBefore, openEmpty } from './helpers/migrations';

/**
 * The migration consents-from-reminder-settings on a shop whose refill reminders were on unless switched
 * off: only a customer's own use of the switch becomes a consent record; silence becomes none.
 */
describe('the migration consents-from-reminder-settings', () => {
  it('carries over each customer’s own switch, when they made it, and leaves the others without consent', { timeout: 180_000 }, async () => {
    const { migrate, query } = await openEmpty();
    await migrate(migrationsBefore('consents-from-reminder-settings'));
    const customer = async (name: string, mobile: string) =>
      (
        await query(sql`
          insert into customers (owner_name, mobile, email, password_hash, pet_name, breed, age, weight)
          values (${name}, ${mobile}, ${`${mobile}@example.com`}, 'x', 'Bruno', 'Labrador', '3', '28') returning id`)
      )[0]!.id as number;
    const [never, off, onAgain] = [await customer('Asha', '9876500001'), await customer('Ravi', '9876500002'), await customer('Meena', '9876500003')];
    await query(
      sql`insert into reminder_settings (customer_id, reminders_on, updated_at) values (${off}, false, '2026-01-05T10:00:00Z'), (${onAgain}, true, '2026-02-01T08:30:00Z')`,
    );

    await migrate(MIGRATIONS);

    expect(await query(sql`select customer_id, purpose, granted, source, created_at::text as at from consents order by customer_id`)).toEqual([
      { customer_id: off, purpose: 'refill_reminders', granted: false, source: 'reminder-setting', at: '2026-01-05 10:00:00+00' },
      { customer_id: onAgain, purpose: 'refill_reminders', granted: true, source: 'reminder-setting', at: '2026-02-01 08:30:00+00' },
    ]);
    expect(await query(sql`select count(*)::int as n from consents where customer_id = ${never}`)).toEqual([{ n: 0 }]);
    expect(await query(sql`select to_regclass('reminder_settings') as t`)).toEqual([{ t: null }]);
  });
});
