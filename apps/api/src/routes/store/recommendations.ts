import type { FastifyReply } from 'fastify';
import { failure, ok, recommendations, recommendationsQuery } from '@canino/shared';
import type { AppContext } from '../../context';
import { sessionToken } from '../../http/session';
import { petsOfSession } from '../../services/pets/my-pets';
import type { Api } from '../../http/types';
import { recommendationsBody } from '../../services/recommendations/recommend';

/** "Picked for <pet>" (logged in) and "Bought together" (anyone, with `?product=`). Personal: never cached by a proxy. */
export function recommendationRoutes(app: Api, ctx: AppContext): void {
  app.get(
    '/recommendations',
    { schema: { tags: ['recommendations'], querystring: recommendationsQuery, response: { 200: ok(recommendations), 400: failure } } },
    async (req, reply) => {
      // Serialised once per answer (recommendationsBody), so sent as the bytes they are.
      reply.header('cache-control', 'private, no-store').type('application/json; charset=utf-8');
      const body = await recommendationsBody(ctx, petsOfSession(ctx, sessionToken(req, 'customer')), req.query.product);
      return (reply as FastifyReply).send(body);
    },
  );
}
