import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MSG } from '../../common/messages.ts';
import type { Db } from '../db/index.ts';
import type { RateLimitRule } from '../http/rate-limit.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import { mentionSuggestions } from './mention-suggestions.ts';

const MentionQuery = Type.Object(
  {
    q: Type.String({
      minLength: 1,
      maxLength: 24,
      pattern: '^[A-Za-z0-9_-]+$',
      description: 'The start of a username: letters, digits, _ and -',
    }),
  },
  { additionalProperties: false },
);

const MentionResponse = Type.Object({
  success: Type.Literal(true),
  users: Type.Array(Type.Object({ id: Type.Integer(), username: Type.String() }), { maxItems: 8 }),
});

/** The editor's `@` autocomplete (issue 17 §2). */
export const mentionRoutes: FastifyPluginAsyncTypebox<{ db: Db; rateLimit: RateLimitRule }> = async (
  app,
  { db, rateLimit },
) => {
  app.get(
    '/api/users/mention',
    {
      schema: {
        tags: ['forum'],
        description:
          'Members whose username starts with `q` (without regard to case), at most 8, for the editor to suggest after `@`. Signed-in members only; deleted and suspended members are left out.',
        querystring: MentionQuery,
        response: { 200: MentionResponse, ...failures(400, 401, 429) },
      },
      // Typing after `@` asks once per pause, like the search box: the same per-client limit.
      config: {
        rateLimit: {
          ...rateLimit,
          errorResponseBuilder: () => ({ statusCode: 429, success: false, message: MSG.tooManyRequests }),
        },
      },
    },
    async (request) => {
      requireUser(request);
      return { success: true as const, users: await mentionSuggestions(db, request.query.q) };
    },
  );
};
