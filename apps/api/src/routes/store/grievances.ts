import { failure, grievanceInput, grievanceLookupInput, grievanceRecord, ok } from '@canino/shared';
import type { AppContext } from '../../context';
import { optionalCustomer } from '../../http/session';
import type { Api } from '../../http/types';
import { fileGrievance, lookUpGrievance } from '../../services/grievances/file-grievance';

const failures = { 400: failure, 403: failure, 404: failure, 429: failure };
const tags = ['complaints'];

/** Complaints to the grievance officer: filed by anyone, looked up with the ticket number and email. */
export function grievanceRoutes(app: Api, ctx: AppContext): void {
  const rateLimit = { max: ctx.config.rateLimitMax, timeWindow: '1 minute' };

  app.post('/grievances', { config: { rateLimit }, schema: { tags, body: grievanceInput, response: { 200: ok(grievanceRecord), ...failures } } }, async (req) => {
    const data = await fileGrievance(ctx, req.body, await optionalCustomer(ctx, req));
    return { status: 1 as const, message: `Your complaint is registered as ${data.ticket}. We have emailed you a receipt.`, data };
  });

  // A POST, so the email is never written into an address (logs, history).
  app.post('/grievances/lookup', { config: { rateLimit }, schema: { tags, body: grievanceLookupInput, response: { 200: ok(grievanceRecord), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await lookUpGrievance(ctx, req.body),
  }));
}
