import type { Address, AddressInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../errors';
import * as repo from '../../repositories/addresses';

/** Plenty for home, work and family; a limit keeps one account from filling the table. */
export const MAX_ADDRESSES = 20;
const NOT_FOUND = 'This address was not found in your address book';

type Ctx = Pick<AppContext, 'db'>;

export function presentAddress(a: repo.AddressRow): Address {
  return { id: a.id, name: a.name, mobile: a.mobile, pincode: a.pincode, state: a.state, address: a.address, locality: a.locality, city: a.city };
}

export async function listAddresses(ctx: Ctx, customerId: number): Promise<Address[]> {
  return (await repo.listAddresses(ctx.db, customerId)).map(presentAddress);
}

export async function addAddress(ctx: Ctx, customerId: number, input: AddressInput): Promise<Address> {
  if ((await repo.countAddresses(ctx.db, customerId)) >= MAX_ADDRESSES) {
    throw conflict(`You can keep up to ${MAX_ADDRESSES} addresses. Delete one you no longer use first.`);
  }
  return presentAddress(await repo.insertAddress(ctx.db, customerId, input));
}

export async function editAddress(ctx: Ctx, customerId: number, id: number, input: AddressInput): Promise<Address> {
  const row = await repo.updateOwnAddress(ctx.db, customerId, id, input);
  if (!row) throw notFound(NOT_FOUND);
  return presentAddress(row);
}

export async function removeAddress(ctx: Ctx, customerId: number, id: number): Promise<void> {
  if (!(await repo.deleteOwnAddress(ctx.db, customerId, id))) throw notFound(NOT_FOUND);
}

export async function findOwnAddress(ctx: Ctx, customerId: number, id: number): Promise<repo.AddressRow> {
  const row = await repo.findOwnAddress(ctx.db, customerId, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}
