import { address, addressInput, failure, idParams, ok, okMessage } from '@canino/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireCustomer } from '../../http/session';
import type { Api } from '../../http/types';
import { addAddress, editAddress, listAddresses, removeAddress } from '../../services/addresses/address-book';

const failures = { 400: failure, 401: failure, 404: failure, 409: failure };
const tags = ['addresses'];

/** The address book: a logged-in customer's own addresses only. */
export function addressRoutes(app: Api, ctx: AppContext): void {
  app.get('/addresses', { schema: { tags, response: { 200: ok(z.array(address)), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await listAddresses(ctx, await requireCustomer(ctx, req)),
  }));

  app.post('/addresses', { schema: { tags, body: addressInput, response: { 200: ok(address), ...failures } } }, async (req) => ({
    status: 1 as const,
    message: 'Address saved',
    data: await addAddress(ctx, await requireCustomer(ctx, req), req.body),
  }));

  app.put('/addresses/:id', { schema: { tags, params: idParams, body: addressInput, response: { 200: ok(address), ...failures } } }, async (req) => ({
    status: 1 as const,
    message: 'Address updated',
    data: await editAddress(ctx, await requireCustomer(ctx, req), req.params.id, req.body),
  }));

  app.delete('/addresses/:id', { schema: { tags, params: idParams, response: { 200: okMessage, ...failures } } }, async (req) => {
    await removeAddress(ctx, await requireCustomer(ctx, req), req.params.id);
    return { status: 1 as const, message: 'Address deleted' };
  });
}
