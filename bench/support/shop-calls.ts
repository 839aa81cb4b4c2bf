/** The storefront's calls as a shopper's browser makes them, for the bench parts that drive a real server. */

export interface Answer {
  status: number;
  json: any;
}

export async function post(base: string, route: string, body: object): Promise<Answer> {
  const res = await fetch(`${base}/admin/api${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, json: await res.json() };
}

/** A shopper's billing address; each shopper has a phone of their own (COD limits open orders per phone). */
export const billing = (i: number) => ({
  firstName: 'Bench',
  lastName: `Shopper ${i}`,
  country: 'India',
  address: `${i} Mill Road`,
  city: 'Coimbatore',
  district: 'Coimbatore',
  state: 'Tamil Nadu',
  pincode: '641001',
  mobile: String(7_000_000_000 + i),
  email: `shopper${i}@bench.test`,
});
