import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ACCOUNT_LINKS, emailChanged, RUNNING } from '../../common/messages.ts';
import { WhoamiUser } from '../../common/schemas/accounts.ts';
import type { Db } from '../db/index.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../http/rate-limit.ts';
import { failures, Success } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import type { LiveHub } from '../live/hub.ts';
import { mailSite } from './account-mail.ts';
import type { AuthCache } from './auth-cache.ts';
import { confirmEmailChange } from './email-change.ts';
import { accountKey } from './login-throttle.ts';
import type { HashCost } from './passwords.ts';
import { confirmPasswordReset, requestPasswordReset, resendVerification, verifyEmail } from './recovery.ts';
import { announceSessionsEnded } from './session-end.ts';
import { startSession } from './sign-in.ts';

export interface RecoveryRoutesOptions {
  db: Db;
  auth: AuthCache;
  hashCost: HashCost;
  rateLimits: RateLimits;
  /** Where links in mails point (siteOrigin(config)). */
  origin: string;
  /** Tells the member's open streams that their sessions ended. */
  live: LiveHub;
}

const TokenBody = Type.Object({ token: Type.String({ maxLength: 200 }) }, { additionalProperties: false });

/**
 * issue 16 §2: the links mailed to members. Forgotten passwords, verifying the address, and
 * confirming a new one; nothing here is audited (members' own actions).
 */
export const recoveryRoutes: FastifyPluginAsyncTypebox<RecoveryRoutesOptions> = async (
  app,
  { db, auth, hashCost, rateLimits, origin, live },
) => {
  // Counted in Redis when there is one, so the limit holds across app servers.
  const perClient = rateLimits.passwordReset ?? DEFAULT_RATE_LIMITS.passwordReset;
  const perAddress = app.createRateLimit({
    ...(rateLimits.resetPerAddress ?? DEFAULT_RATE_LIMITS.resetPerAddress),
    keyGenerator: (request) => `reset-address:${accountKey((request.body as { email: string }).email)}`,
  });

  app.post(
    '/api/password_reset',
    {
      config: { rateLimit: perClient },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password reset link',
        description:
          'Always the same answer, in about the same time, whether or not an account uses the address. ' +
          'An address asked for too often, or an account mailed in the last 5 minutes, gets no mail.',
        body: Type.Object({ email: Type.String({ maxLength: 320 }) }, { additionalProperties: false }),
        response: { 200: Success, ...failures(400, 403, 429) },
      },
    },
    async (request) => {
      const limit = await perAddress(request);
      const site = await mailSite(db, origin);
      // Over the address's limit (isAllowed: on the allow-list) the work is skipped; the answer waits the same.
      await requestPasswordReset(db, !limit.isAllowed && limit.isExceeded ? null : request.body.email, site);
      return { success: true as const, message: RUNNING.resetRequested };
    },
  );

  app.post(
    '/api/password_reset/confirm',
    {
      config: { rateLimit: perClient },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a reset link, and sign in',
        body: Type.Object(
          { token: Type.String({ maxLength: 200 }), password: Type.String({ maxLength: 1024 }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ success: Type.Literal(true), message: Type.String(), user: WhoamiUser }),
          ...failures(400, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const { userId, session } = await confirmPasswordReset(db, token, password, hashCost);
      // Every session of the account was revoked in the database: forgotten here at once, on other
      // servers within AUTH_CACHE_MS, and the member's open pages elsewhere sign out.
      await announceSessionsEnded(live, auth, userId, ACCOUNT_LINKS.passwordChangedElsewhere);
      const user = await startSession(db, auth, request, reply, session);
      return { success: true as const, message: ACCOUNT_LINKS.passwordReset, user };
    },
  );

  app.post(
    '/api/account/verify_email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Confirm an e-mail address with the mailed link (signed in or not)',
        body: TokenBody,
        response: { 200: Success, ...failures(400, 403) },
      },
    },
    async (request) => {
      const userId = await verifyEmail(db, request.body.token);
      auth.forgetUser(userId);
      return { success: true as const, message: ACCOUNT_LINKS.emailVerified };
    },
  );

  app.post(
    '/api/account/verify_email/resend',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail a new verification link',
        description: 'Once a minute and five times an hour at most; 409 when the address is verified.',
        response: { 200: Success, ...failures(401, 403, 409, 429) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await resendVerification(db, user.id, await mailSite(db, origin));
      return { success: true as const, message: ACCOUNT_LINKS.verificationSent };
    },
  );

  app.post(
    '/api/account/confirm_email_change',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Make an e-mail change with the link mailed to the new address (signed in or not)',
        body: TokenBody,
        response: { 200: Success, ...failures(400, 403, 409) },
      },
    },
    async (request) => {
      const { userId, email } = await confirmEmailChange(db, request.body.token, await mailSite(db, origin));
      auth.forgetUser(userId);
      return { success: true as const, message: emailChanged(email) };
    },
  );
};
