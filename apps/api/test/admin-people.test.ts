import { describe, expect, it } from 'vitest';
import { addresses } from '../src/db/schema';
import { ownerTestApp } from './admin-support';
import { createCustomer, insertOrder } from './helpers/factories';

const { t, call } = ownerTestApp();

describe('customers', () => {
  it('lists with search by name, email, mobile or pet, and shows one with pet, addresses, orders and spend', async () => {
    const c = await createCustomer(t.ctx, { ownerName: 'Nandini Iyer', petName: 'Laddoo', breed: 'Indie', needs: 'Sensitive stomach' });
    await t.ctx.db
      .insert(addresses)
      .values({ customerId: c.id, name: 'Nandini', mobile: c.mobile, pincode: '600028', state: 'Tamil Nadu', address: '9 Greenways Road', locality: 'RA Puram', city: 'Chennai' });
    const { order: paid } = await insertOrder(t.ctx, { customerId: c.id });
    const { order: failed } = await insertOrder(t.ctx, { customerId: c.id, status: 'payment_failed' });

    for (const q of ['nandini', c.email, c.mobile, 'laddoo']) {
      const items = (await call('GET', `/customers?q=${encodeURIComponent(q)}`)).json().data.items;
      expect(
        items.map((x: { id: number }) => x.id),
        q,
      ).toEqual([c.id]);
    }
    const row = (await call('GET', '/customers?q=nandini')).json().data.items[0];
    expect(row).toMatchObject({ ownerName: 'Nandini Iyer', petName: 'Laddoo', breed: 'Indie', orderCount: 2 });
    expect(row).not.toHaveProperty('passwordHash');

    const detail = (await call('GET', `/customers/${c.id}`)).json().data;
    expect(detail).toMatchObject({
      pet: { name: 'Laddoo', breed: 'Indie', age: '3', weight: '28', needs: 'Sensitive stomach', image: null },
      addresses: [{ city: 'Chennai', pincode: '600028', locality: 'RA Puram' }],
      spentPaise: paid.totalPaise,
    });
    expect(detail.orders.map((o: { id: number }) => o.id)).toEqual([failed.id, paid.id]);
    expect(JSON.stringify(detail)).not.toContain('scrypt');
    expect((await call('GET', '/customers/999999')).statusCode).toBe(404);
  });

  it('pages on the server', async () => {
    for (let i = 0; i < 3; i++) await createCustomer(t.ctx, { ownerName: `Pagedperson ${i}` });
    const page = (await call('GET', '/customers?q=pagedperson&pageSize=2')).json().data;
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.items).toHaveLength(2);
  });
});

describe('contact messages', () => {
  it('shows sent messages in the inbox; marking one handled moves it out, and back', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/admin/api/cont',
      payload: { name: 'Ravi', mobile: 'ravi@example.com', title: 'Dosage for a puppy', desc: 'How much for a 4 month old?' },
    });
    expect(sent.statusCode).toBe(200);
    const inbox = (await call('GET', '/messages?q=puppy')).json().data.items;
    expect(inbox).toEqual([
      expect.objectContaining({ name: 'Ravi', email: 'ravi@example.com', subject: 'Dosage for a puppy', message: 'How much for a 4 month old?', handledAt: null }),
    ]);

    const handled = await call('PUT', `/messages/${inbox[0].id}/handled`, { handled: true });
    expect(handled.json()).toMatchObject({ status: 1, message: 'Marked as handled', data: { id: inbox[0].id } });
    expect(handled.json().data.handledAt).toEqual(expect.any(String));
    expect((await call('GET', '/messages?q=puppy')).json().data.items).toEqual([]);
    expect((await call('GET', '/messages?q=puppy&state=handled')).json().data.items).toHaveLength(1);

    await call('PUT', `/messages/${inbox[0].id}/handled`, { handled: false });
    expect((await call('GET', '/messages?q=puppy&state=open')).json().data.items).toHaveLength(1);
  });

  it('refuses bad input', async () => {
    expect((await call('PUT', '/messages/1/handled', { handled: 'yes' })).statusCode).toBe(400);
    expect((await call('PUT', '/messages/999999/handled', { handled: true })).statusCode).toBe(404);
    expect((await call('GET', '/messages?state=spam')).statusCode).toBe(400);
  });
});

describe('shop settings', () => {
  const settings = (over: Record<string, unknown> = {}) => ({
    name: 'Canino Pet Care',
    phone: '+91 90000 12345',
    email: 'Care@Canino.in',
    address: '7 Avinashi Road, Coimbatore 641037',
    social: { facebook: 'https://facebook.com/caninocare', instagram: '', youtube: '', twitter: '' },
    mapEmbedUrl: 'https://www.google.com/maps/embed?pb=!1m18!1m12',
    grievanceOfficer: { name: 'Asha Menon', designation: 'Customer Grievance Officer', email: 'grievance@canino.in', phone: '+91 90000 54321' },
    policyTerms: { careHours: 'Every day, 9 am to 7 pm IST', reportWithinDays: 3, refundBusinessDays: 7, returnShippingPaidBy: 'customer' },
    ...over,
  });

  it('saves what the storefront then shows; a pasted Google Maps <iframe> is reduced to its link', async () => {
    const iframe = '<iframe src="https://www.google.com/maps/embed?pb=!1m18&amp;z=3" width="600" height="450" loading="lazy"></iframe>';
    const res = await call('PUT', '/settings', settings({ mapEmbedUrl: iframe }));
    expect(res.json()).toMatchObject({ status: 1, message: 'Shop settings saved' });
    const expected = { ...settings(), email: 'care@canino.in', mapEmbedUrl: 'https://www.google.com/maps/embed?pb=!1m18&z=3' };
    expect((await call('GET', '/settings')).json().data).toEqual(expected);
    // The storefront's copy also carries the GST registration, none until the owner enters one.
    expect((await t.app.inject('/admin/api/settings')).json().data).toEqual({ ...expected, registration: null, erasureNoticeHours: 48, autoshipDiscountPercent: 5 });
  });

  it('accepts only an https Google Maps embed for the map, https social links, and the required fields', async () => {
    const before = (await call('GET', '/settings')).json().data;
    const bad: [Record<string, unknown>, Record<string, string>][] = [
      [{ mapEmbedUrl: 'http://www.google.com/maps/embed?pb=1' }, { mapEmbedUrl: 'Paste the https embed link from Google Maps (Share → Embed a map)' }],
      [{ mapEmbedUrl: 'https://evil.example/maps/embed?pb=1' }, { mapEmbedUrl: 'Paste the https embed link from Google Maps (Share → Embed a map)' }],
      [{ mapEmbedUrl: 'https://www.google.com.evil.example/maps/embed' }, { mapEmbedUrl: 'Paste the https embed link from Google Maps (Share → Embed a map)' }],
      [{ mapEmbedUrl: 'javascript:alert(1)' }, { mapEmbedUrl: 'Paste the https embed link from Google Maps (Share → Embed a map)' }],
      [{ social: { facebook: 'javascript:alert(1)', instagram: '', youtube: '', twitter: '' } }, { 'social.facebook': 'Enter a full link starting with https://' }],
      [{ name: '' }, { name: 'Shop name is required' }],
      [{ email: 'nope' }, { email: 'Invalid email format' }],
      [{ phone: 'call me' }, { phone: 'Enter a valid phone number' }],
      [
        { grievanceOfficer: { name: '', designation: '', email: 'nope', phone: 'x' } },
        {
          'grievanceOfficer.name': "The grievance officer's name is required",
          'grievanceOfficer.designation': "The grievance officer's designation is required",
          'grievanceOfficer.email': 'Invalid email format',
          'grievanceOfficer.phone': 'Enter a valid phone number',
        },
      ],
      [
        { policyTerms: { careHours: 'Always', reportWithinDays: 31, refundBusinessDays: 0, returnShippingPaidBy: 'nobody' } },
        {
          'policyTerms.reportWithinDays': 'Enter the days to report a problem, 0 to 30',
          'policyTerms.refundBusinessDays': 'Enter the refund days, 1 to 30',
          'policyTerms.returnShippingPaidBy': 'Choose who pays for return shipping',
        },
      ],
    ];
    for (const [over, errors] of bad) {
      const res = await call('PUT', '/settings', settings(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errors, JSON.stringify(over)).toEqual(errors);
    }
    expect((await call('GET', '/settings')).json().data).toEqual(before);
    // No map at all is allowed: the contact page then leaves it out.
    expect((await call('PUT', '/settings', settings({ mapEmbedUrl: '' }))).statusCode).toBe(200);
    expect((await call('PUT', '/settings', settings({ mapEmbedUrl: 'https://maps.google.com/maps?q=Coimbatore&output=embed' }))).statusCode).toBe(200);
  });
});
