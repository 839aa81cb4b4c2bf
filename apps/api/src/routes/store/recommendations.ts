import { failure, ok, recommendations, recommendationsQuery } from '@canino/shared';
import type { AppContext } from '../../context';
import { sessionToken } from '../../http/session';
import { petsOfSession } from '../../services/pets/my-pets';
import type { Api } from '../../http/types';
import { recommend } from '../../services/recommendations/recommend';

/** "Picked for <pet>" (logged in) and "Bought together" (anyone, with `?product=`). Personal: never cached by a proxy. */
export function recommendationRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/recommendations',
    { schema: { tags: ['recommendations'], querystring: recommendationsQuery, response: { 200: ok(recommendations), 400: failure } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { status: 1 as const, data: await recommend(ctx, petsOfSession(ctx, sessionToken(req, 'customer')), req.query.product) };
    },
  );
}
