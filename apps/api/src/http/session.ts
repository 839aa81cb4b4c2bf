import type { AdminUser } from '@canino/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { forbidden, unauthenticated } from '../errors';
import type { SessionSubject } from '../repositories/sessions';
import { signedInAdmin } from '../services/staff/admin-login';
import { resolveSession, SESSION_TTL_MS } from '../services/auth/sessions';

const SESSION_COOKIES: Record<SessionSubject, string> = {
  customer: 'canino_session',
  admin: 'canino_admin_session',
};

export function setSessionCookie(ctx: AppContext, reply: FastifyReply, subject: SessionSubject, token: string) {
  reply.setCookie(SESSION_COOKIES[subject], token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.cookieSecure,
    path: '/',
    maxAge: SESSION_TTL_MS[subject] / 1000,
  });
}

export function clearSessionCookie(ctx: AppContext, reply: FastifyReply, subject: SessionSubject) {
  reply.clearCookie(SESSION_COOKIES[subject], { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.config.cookieSecure });
}

export function sessionToken(request: FastifyRequest, subject: SessionSubject): string | undefined {
  return request.cookies[SESSION_COOKIES[subject]];
}

/** The logged-in customer's id, or a 401. The spec's fixed Authorization header is not identity. */
export async function requireCustomer(ctx: AppContext, request: FastifyRequest): Promise<number> {
  const id = await resolveSession(ctx, 'customer', sessionToken(request, 'customer'));
  if (!id) throw unauthenticated();
  return id;
}

/** For calls that name a `cusID`: it must be the logged-in customer's own. */
export async function requireSelf(ctx: AppContext, request: FastifyRequest, cusID: number): Promise<number> {
  const id = await requireCustomer(ctx, request);
  if (id !== cusID) throw forbidden('You can only change your own account');
  return id;
}

export async function requireAdmin(ctx: AppContext, request: FastifyRequest): Promise<AdminUser> {
  const admin = await signedInAdmin(ctx, sessionToken(request, 'admin'));
  if (!admin) throw unauthenticated('Please log in as an administrator');
  return admin;
}

/** The logged-in customer's id, or null for a guest (calls that answer both, differently). */
export async function optionalCustomer(ctx: AppContext, request: FastifyRequest): Promise<number | null> {
  return (await resolveSession(ctx, 'customer', sessionToken(request, 'customer'))) ?? null;
}
