import { z } from 'zod';
import type { AppContext } from '../context';
import type { Api } from '../http/types';
import { checkReadiness } from '../services/health/readiness';

const tags = ['health'];
const alive = z.object({ status: z.literal('ok') });
const readiness = z.object({ status: z.enum(['ready', 'not ready']), checks: z.record(z.string(), z.enum(['ok', 'failing'])) });

/**
 * Probes for load balancers, orchestrators and uptime monitors, outside /admin/api and its rate limits.
 * `/healthz`: the process answers (restart it if not). `/readyz`: it can serve customers (send traffic).
 */
export function healthRoutes(app: Api, ctx: AppContext): void {
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', { schema: { tags, response: { 200: alive } } }, async (_req, reply) => reply.headers(noStore).send({ status: 'ok' as const }));
  app.get('/readyz', { schema: { tags, response: { 200: readiness, 503: readiness } } }, async (_req, reply) => {
    const { ready, checks } = await checkReadiness(ctx);
    return reply
      .status(ready ? 200 : 503)
      .headers(noStore)
      .send({ status: ready ? ('ready' as const) : ('not ready' as const), checks });
  });
}
