import {
  failure,
  forgotPasswordInput,
  loginInput,
  ok,
  okMessage,
  otpSendInput,
  otpVerifyAnswer,
  otpVerifyInput,
  profileUpdateInput,
  registerInput,
  resetPasswordInput,
  userRecord,
} from '@canino/shared';
import type { AppContext } from '../../context';
import { NO_FILES, ONE_PHOTO, readMultipartBody } from '../../http/multipart';
import { clearSessionCookie, requireCustomer, requireSelf, sessionToken, setSessionCookie } from '../../http/session';
import type { Api } from '../../http/types';
import { login } from '../../services/auth/login';
import { sendLoginCode, verifyLoginCode } from '../../services/auth/login-code';
import { requestPasswordReset, resetPassword } from '../../services/auth/password-reset';
import { register } from '../../services/auth/register';
import { readCurrentUser } from '../../services/auth/current-user';
import { presentUser } from '../../services/auth/present-user';
import { endSession, startSession } from '../../services/auth/sessions';
import { updateProfile } from '../../services/auth/update-profile';

const failures = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 413: failure, 415: failure, 429: failure, 502: failure };
const multipart = { consumes: ['multipart/form-data', 'application/json'] };

export function authRoutes(app: Api, ctx: AppContext): void {
  const limited = { rateLimit: { max: ctx.config.rateLimitMax, timeWindow: '1 minute' } };

  app.post(
    '/auth_login',
    {
      config: limited,
      preValidation: readMultipartBody(NO_FILES),
      schema: { tags: ['account'], ...multipart, body: loginInput, response: { 200: ok(userRecord), ...failures } },
    },
    async (req, reply) => {
      const { user, session } = await login(ctx, req.body);
      setSessionCookie(ctx, reply, 'customer', session.token);
      return { status: 1 as const, message: `Welcome back, ${user.cusName}!`, data: user };
    },
  );

  // Logging in with a code by SMS: per client the login's limit, per number the code's own (login-code rule).
  app.post('/auth/otp/send', { config: limited, schema: { tags: ['account'], body: otpSendInput, response: { 200: okMessage, ...failures } } }, async (req) => {
    await sendLoginCode(ctx, req.body.mobile);
    return { status: 1 as const, message: `We sent a 6-digit code to ${req.body.mobile}. It expires in 5 minutes.` };
  });

  app.post('/auth/otp/verify', { config: limited, schema: { tags: ['account'], body: otpVerifyInput, response: { 200: otpVerifyAnswer, ...failures } } }, async (req, reply) => {
    const { user, session } = await verifyLoginCode(ctx, req.body);
    if (!user || !session) {
      return { status: 1 as const, message: 'This number has no account yet. Finish signing up to continue.', data: null, signup: true };
    }
    setSessionCookie(ctx, reply, 'customer', session.token);
    return { status: 1 as const, message: `Welcome back, ${user.cusName}!`, data: user, signup: false };
  });

  app.post('/auth_logout', { schema: { tags: ['account'], response: { 200: okMessage } } }, async (req, reply) => {
    await endSession(ctx, sessionToken(req, 'customer'));
    clearSessionCookie(ctx, reply, 'customer');
    return { status: 1 as const, message: 'You have been logged out' };
  });

  app.get('/me', { schema: { tags: ['account'], response: { 200: ok(userRecord), ...failures } } }, async (req) => {
    return { status: 1 as const, data: await readCurrentUser(ctx, await requireCustomer(ctx, req)) };
  });

  app.post(
    '/auth_register',
    {
      config: { rateLimit: { max: ctx.config.signupRateLimitMax, timeWindow: '1 hour' } },
      preValidation: readMultipartBody(ONE_PHOTO),
      schema: { tags: ['account'], ...multipart, body: registerInput, response: { 200: ok(userRecord), ...failures } },
    },
    // The new customer is logged in at once, as a login would (the spec's client still goes to /login).
    async (req, reply) => {
      const customer = await register(ctx, req.body, req.uploadedFiles?.[0]);
      const session = await startSession(ctx, 'customer', customer.id);
      setSessionCookie(ctx, reply, 'customer', session.token);
      return { status: 1 as const, message: `Welcome, ${customer.ownerName}! Your account is ready.`, data: presentUser(customer) };
    },
  );

  app.post(
    '/profile_update',
    {
      preValidation: readMultipartBody(ONE_PHOTO),
      schema: { tags: ['account'], ...multipart, body: profileUpdateInput, response: { 200: ok(userRecord), ...failures } },
    },
    async (req) => {
      const customerId = await requireSelf(ctx, req, req.body.cusID);
      const user = await updateProfile(ctx, customerId, req.body, req.uploadedFiles?.[0]);
      return { status: 1 as const, message: 'Your profile has been saved', data: user };
    },
  );

  app.post(
    '/send_forgot_password_email',
    {
      config: limited,
      preValidation: readMultipartBody(NO_FILES),
      schema: { tags: ['account'], ...multipart, body: forgotPasswordInput, response: { 200: okMessage, ...failures } },
    },
    async (req) => {
      await requestPasswordReset(ctx, req.body.email);
      return {
        status: 1 as const,
        message: 'If an account uses this email, a link to reset the password is on its way. It expires in one hour.',
      };
    },
  );

  app.post(
    '/reset_password',
    {
      config: limited,
      preValidation: readMultipartBody(NO_FILES),
      schema: { tags: ['account'], ...multipart, body: resetPasswordInput, response: { 200: okMessage, ...failures } },
    },
    async (req) => {
      await resetPassword(ctx, req.body);
      return { status: 1 as const, message: 'Your password has been changed. Please log in with the new one.' };
    },
  );
}
