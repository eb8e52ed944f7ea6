import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/index.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import { getMailPreferences, MAIL_PREFERENCES, setMailPreferences } from './preferences.ts';
import { unsubscribe } from './unsubscribe.ts';

const Preferences = Type.Object(
  Object.fromEntries(MAIL_PREFERENCES.map((key) => [key, Type.Boolean()])) as Record<
    (typeof MAIL_PREFERENCES)[number],
    ReturnType<typeof Type.Boolean>
  >,
);
const PreferenceChanges = Type.Partial(Preferences, { additionalProperties: false });
const TokenQuery = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

/** The member's mail preferences (issue 16 §2), and the one-click unsubscribe link of every notification mail. */
export const mailPreferenceRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/account/email_preferences',
    {
      schema: {
        tags: ['accounts'],
        description: 'Which notification mails the signed-in member gets.',
        response: {
          200: Type.Composite([Type.Object({ success: Type.Literal(true) }), Preferences]),
          ...failures(401),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { success: true as const, ...(await getMailPreferences(db, user.id)) };
    },
  );

  app.put(
    '/api/account/email_preferences',
    {
      schema: {
        tags: ['accounts'],
        description: 'Turns notification mails on or off; preferences left out stay as they are.',
        body: PreferenceChanges,
        response: {
          200: Type.Composite([Type.Object({ success: Type.Literal(true) }), Preferences]),
          ...failures(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { success: true as const, ...(await setMailPreferences(db, user.id, request.body)) };
    },
  );

  // RFC 8058: the mail provider POSTs `List-Unsubscribe=One-Click` as a form, from its own servers.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  app.post(
    '/api/unsubscribe',
    {
      // The token alone says who; no session is used, so a request from another site is harmless.
      config: { crossSite: true },
      schema: {
        tags: ['accounts'],
        description:
          'One-click unsubscribe (RFC 8058) from a notification mail: turns that kind of mail off for its member, without signing in.',
        querystring: TokenQuery,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            message: Type.String(),
            preference: Type.String(),
          }),
          ...failures(400),
        },
      },
    },
    async (request) => ({ success: true as const, ...(await unsubscribe(db, request.query.token)) }),
  );

  app.get(
    '/api/unsubscribe',
    {
      schema: {
        tags: ['accounts'],
        description:
          'The unsubscribe link opened in a browser: leads to the page that confirms it (a GET changes nothing, as link checkers follow links).',
        querystring: TokenQuery,
        response: { 302: Type.Null({ description: 'To /unsubscribe?token=…' }), ...failures(400) },
      },
    },
    async (request, reply) =>
      reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 302),
  );
};
