import { BREEDS, breedOption, failure, ok, okMessage, pet, petIdParams, petInput } from '@canino/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ONE_PHOTO, readMultipartBody } from '../../http/multipart';
import { requireCustomer } from '../../http/session';
import type { Api } from '../../http/types';
import { addPet, editPet, listMyPets, removePet, setPetPhoto } from '../../services/pets/my-pets';

const failures = { 400: failure, 401: failure, 404: failure, 413: failure, 415: failure, 422: failure };
const tags = ['pets'];

/** "My pets": a logged-in customer's own pets only. The first is the spec's profile pet. */
export function petRoutes(app: Api, ctx: AppContext): void {
  app.get('/breeds', { schema: { tags, response: { 200: ok(z.array(breedOption)) } } }, async () => ({
    status: 1 as const,
    data: BREEDS.map((b) => ({ code: b.code, name: b.name, size: b.size, longCoat: b.longCoat })),
  }));

  app.get('/pets', { schema: { tags, response: { 200: ok(z.array(pet)), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await listMyPets(ctx, await requireCustomer(ctx, req)),
  }));

  app.post('/pets', { schema: { tags, body: petInput, response: { 200: ok(pet), ...failures } } }, async (req) => ({
    status: 1 as const,
    message: 'Pet added',
    data: await addPet(ctx, await requireCustomer(ctx, req), req.body),
  }));

  app.put('/pets/:id', { schema: { tags, params: petIdParams, body: petInput, response: { 200: ok(pet), ...failures } } }, async (req) => ({
    status: 1 as const,
    message: 'Pet saved',
    data: await editPet(ctx, await requireCustomer(ctx, req), req.params.id, req.body),
  }));

  app.post(
    '/pets/:id/photo',
    {
      preValidation: readMultipartBody(ONE_PHOTO),
      schema: { tags, consumes: ['multipart/form-data'], params: petIdParams, response: { 200: ok(pet), ...failures } },
    },
    async (req) => ({
      status: 1 as const,
      message: 'Photo saved',
      data: await setPetPhoto(ctx, await requireCustomer(ctx, req), req.params.id, req.uploadedFiles?.[0]),
    }),
  );

  app.delete('/pets/:id', { schema: { tags, params: petIdParams, response: { 200: okMessage, ...failures } } }, async (req) => {
    await removePet(ctx, await requireCustomer(ctx, req), req.params.id);
    return { status: 1 as const, message: 'Pet removed' };
  });
}
