import { adminLoginInput, adminUser, failure, ok, okMessage } from '@canino/shared';
import type { AppContext } from '../../context';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../../http/session';
import type { Api } from '../../http/types';
import { adminLogin } from '../../services/admin/admin-login';
import { endSession } from '../../services/auth/sessions';
import { adminOf } from './guard';

export function adminAuthRoutes(app: Api, ctx: AppContext): void {
  app.post(
    '/login',
    {
      config: { rateLimit: { max: ctx.config.rateLimitMax, timeWindow: '1 minute' } },
      schema: { tags: ['admin'], body: adminLoginInput, response: { 200: ok(adminUser), 400: failure, 401: failure, 429: failure } },
    },
    async (req, reply) => {
      const { admin, session } = await adminLogin(ctx, req.body);
      setSessionCookie(ctx, reply, 'admin', session.token);
      return { status: 1 as const, message: `Welcome, ${admin.name}`, data: admin };
    },
  );

  app.post('/logout', { schema: { tags: ['admin'], response: { 200: okMessage } } }, async (req, reply) => {
    await endSession(ctx, sessionToken(req, 'admin'));
    clearSessionCookie(ctx, reply, 'admin');
    return { status: 1 as const, message: 'You have been logged out' };
  });
}

export function adminMeRoutes(app: Api, ctx: AppContext): void {
  app.get('/me', { schema: { tags: ['admin'], response: { 200: ok(adminUser), 401: failure } } }, async (req) => {
    return { status: 1 as const, data: adminOf(req) };
  });
}
