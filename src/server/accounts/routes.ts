import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { emailChangeSent, MSG } from '../../common/messages.ts';
import {
  AccountUpdateBody,
  LoginAnswerSchema,
  LoginBody,
  RegisterBody,
  WhoamiAnonymous,
  WhoamiUser,
} from '../../common/schemas/accounts.ts';
import { getSettings } from '../admin/settings.ts';
import type { Db } from '../db/index.ts';
import { badRequest } from '../http/errors.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { failures, Success } from '../http/schemas.ts';
import { clearSessionCookie, requireUser } from '../http/session.ts';
import { mailSite } from './account-mail.ts';
import type { AuthCache } from './auth-cache.ts';
import { requestEmailChange } from './email-change.ts';
import { type HashCost, prepareDummyHash } from './passwords.ts';
import { requireRegistrationAllowed } from './registration-policy.ts';
import { changePassword, logIn, registerUser } from './service.ts';
import { endRequestSession, startSession } from './sign-in.ts';
import { WhoamiWriter } from './whoami.ts';

export interface AccountRoutesOptions {
  db: Db;
  auth: AuthCache;
  hashCost: HashCost;
  rateLimits: RateLimits;
  /** Where links in mails point (siteOrigin(config)). */
  origin: string;
}

export const accountRoutes: FastifyPluginAsyncTypebox<AccountRoutesOptions> = async (
  app,
  { db, auth, hashCost, rateLimits, origin },
) => {
  const secure = app.sessionCookie.secure;
  const whoami = new WhoamiWriter();
  await prepareDummyHash(hashCost);

  app.post(
    '/api/register',
    {
      config: { rateLimit: rateLimits.register },
      schema: {
        description:
          'Creates a member account and mails a link to verify the address; anyone may call it. 403 when registration is closed, by invitation, or the address or e-mail domain is blocked; 409 when the username or e-mail is taken; 429 past the per-client limit.',
        tags: ['accounts'],
        body: RegisterBody,
        response: { 201: Success, ...failures(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      requireRegistrationAllowed(await getSettings(db), request.body.email, request.ip);
      await registerUser(db, request.body, hashCost, [], false, await mailSite(db, origin));
      return reply.status(201).send({ success: true, message: MSG.registered });
    },
  );

  app.post(
    '/api/login',
    {
      config: { rateLimit: rateLimits.login },
      schema: {
        description:
          'Signs in with e-mail and password and sets the `sid` session cookie (24 hours; `remember: true` keeps it 30 days); answers the member as GET /api/whoami does. 401 for a wrong e-mail or password, 403 while the account is suspended, 429 after repeated failures for one account or past the per-client limit.',
        tags: ['accounts'],
        body: LoginBody,
        response: {
          200: LoginAnswerSchema,
          ...failures(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const { email, password, remember = false } = request.body;
      if (!email.trim() || !password) throw badRequest(MSG.invalidLogin);
      const { session } = await logIn(db, email, password, remember, hashCost);
      // Signing in over an old session replaces it; a refused sign-in leaves it as it was.
      return { success: true as const, user: await startSession(db, auth, request, reply, session) };
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        description:
          "Ends the caller's session and clears its cookie; without a session it succeeds all the same.",
        tags: ['accounts'],
        response: { 200: Success, ...failures(403) },
      },
    },
    async (request, reply) => {
      await endRequestSession(db, auth, request);
      clearSessionCookie(reply, secure);
      return { success: true as const };
    },
  );

  app.get(
    '/api/whoami',
    {
      schema: {
        description:
          "The signed-in member (id, username, e-mail, coins and gems, groups and permissions) or `username: null` for a visitor. 401 only when the request's session cookie has expired or was revoked.",
        tags: ['accounts'],
        response: { 200: Type.Union([WhoamiUser, WhoamiAnonymous]), ...failures(401) },
      },
    },
    async (request, reply) => {
      if (request.sessionExpired) requireUser(request);
      if (!request.user) return { success: true as const, username: null };
      // Written with the member's schema itself: through the union, every answer was first
      // validated against each of its branches to pick one (compiled once, kept by Fastify).
      const serialize = reply.compileSerializationSchema(WhoamiUser, '200') as (me: unknown) => string;
      const user = request.user;
      const json = await whoami.write(db, user, await request.access(), auth.groups(user.id), serialize);
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.post(
    '/api/account_update/',
    {
      schema: {
        description:
          'Signed-in members change their password (`password` with `current_password`) or e-mail address (`email` with `current_password`; the new address takes effect once the link mailed to it is followed). 400 for a wrong current password or a bad value, 409 when the address is taken, 429 after repeated wrong passwords or too many confirmation mails.',
        tags: ['accounts'],
        body: AccountUpdateBody,
        response: { 200: Success, ...failures(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { email, password } = request.body;
      // spec 1 §7 names it old_password for a password change; current_password reads better beside an e-mail.
      const current = request.body.current_password ?? request.body.old_password;
      if (password !== undefined) {
        if (current === undefined || email !== undefined) throw badRequest(MSG.emailOrPasswordRequired);
        await changePassword(db, user.id, request.sessionId, current, password, hashCost);
        auth.forgetUser(user.id);
        return { success: true as const, message: MSG.passwordUpdated };
      }
      if (email === undefined) throw badRequest(MSG.emailOrPasswordRequired);
      const site = await mailSite(db, origin);
      const change = await requestEmailChange(db, user.id, email, current ?? '', site);
      if (change.outcome === 'sent')
        return { success: true as const, message: emailChangeSent(change.email) };
      auth.forgetUser(user.id);
      return { success: true as const, message: MSG.emailUpdated };
    },
  );
};
