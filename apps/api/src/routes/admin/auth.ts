import {
  acceptInvitationInput,
  adminLoginInput,
  adminUser,
  failure,
  forgotPasswordInput,
  invitationPreview,
  invitationTokenParams,
  ok,
  okMessage,
  resetPasswordInput,
} from '@canino/shared';
import type { AppContext } from '../../context';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../../http/session';
import type { Api } from '../../http/types';
import { adminLogin } from '../../services/staff/admin-login';
import { acceptInvitation, previewInvitation } from '../../services/staff/staff';
import { requestPasswordReset, resetPassword } from '../../services/auth/password-reset';
import { endSession } from '../../services/auth/sessions';
import { adminOf } from './guard';

/** Open routes: logging in and out, and the emailed links (invitation, password reset) used before any session. */
export function adminAuthRoutes(app: Api, ctx: AppContext): void {
  const limited = { rateLimit: { max: ctx.config.rateLimitMax, timeWindow: '1 minute' } };
  const failures = { 400: failure, 409: failure, 429: failure };
  app.post(
    '/login',
    {
      config: limited,
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

  // The invitation page sends the token in the body, so no address holding it is logged; the GET is for links of before.
  app.post(
    '/invitations/preview',
    { config: limited, schema: { tags: ['admin'], body: invitationTokenParams, response: { 200: ok(invitationPreview), ...failures } } },
    async (req) => ({ status: 1 as const, data: await previewInvitation(ctx, req.body.token) }),
  );

  app.get(
    '/invitations/:token',
    { config: limited, schema: { tags: ['admin'], params: invitationTokenParams, response: { 200: ok(invitationPreview), ...failures } } },
    async (req) => ({ status: 1 as const, data: await previewInvitation(ctx, req.params.token) }),
  );

  app.post(
    '/invitations/accept',
    { config: limited, schema: { tags: ['admin'], body: acceptInvitationInput, response: { 200: ok(invitationPreview), ...failures } } },
    async (req) => {
      const data = await acceptInvitation(ctx, req.body);
      return { status: 1 as const, message: `Welcome, ${data.name}. Log in with your email and new password.`, data };
    },
  );

  app.post('/password-reset', { config: limited, schema: { tags: ['admin'], body: forgotPasswordInput, response: { 200: okMessage, ...failures } } }, async (req) => {
    await requestPasswordReset(ctx, req.body.email, 'admin');
    return { status: 1 as const, message: 'If an admin account uses this email, a link to reset its password is on its way. It expires in one hour.' };
  });

  app.post('/password-reset/confirm', { config: limited, schema: { tags: ['admin'], body: resetPasswordInput, response: { 200: okMessage, ...failures } } }, async (req) => {
    await resetPassword(ctx, req.body, 'admin');
    return { status: 1 as const, message: 'Your password has been changed. Log in with the new one.' };
  });
}

export function adminMeRoutes(app: Api, _ctx: AppContext): void {
  app.get('/me', { schema: { tags: ['admin'], response: { 200: ok(adminUser), 401: failure } } }, async (req) => {
    return { status: 1 as const, data: adminOf(req) };
  });
}
