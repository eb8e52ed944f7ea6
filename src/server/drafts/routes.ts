import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DraftAnswerSchema } from '../../common/schemas/drafts.ts';
import { requireMayWrite } from '../accounts/standing.ts';
import type { Db } from '../db/index.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import { discardDraft, getDraft, saveDraft } from './service.ts';

// The key is checked by the service (a clear 400 in our words, not a schema message).
const KeyParams = Type.Object({ key: Type.String({ maxLength: 64 }) }, { additionalProperties: false });

// Roomy limits here: the service answers 413 in words beyond 64 KB (UTF-8) of text and title.
const SaveBody = Type.Object(
  {
    text: Type.String({ maxLength: 200_000 }),
    title: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

/** Drafts kept on the server as members type (issue 17 §6): private to their owner. */
export const draftRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/drafts/:key',
    {
      schema: {
        tags: ['drafts'],
        description:
          "The signed-in member's draft for `key` (reply-{thread_id}, thread-{category_id}, message-{conversation_id} or message-new), or `draft: null` when there is none. A thread or category the member cannot view, or a conversation they are not in, is 404; a malformed key is 400.",
        params: KeyParams,
        response: { 200: DraftAnswerSchema, ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      requireUser(request);
      return {
        success: true as const,
        draft: await getDraft(db, await request.access(), request.params.key),
      };
    },
  );

  app.post(
    '/api/drafts/:key',
    {
      schema: {
        tags: ['drafts'],
        description:
          "Saves the signed-in member's draft for `key` with `text` (and `title` for a new thread), replacing the one before; an empty draft is deleted (`draft: null`). At most 64 KB per draft (413 beyond) and 100 drafts per member: saving a new draft beyond 100 drops the least recently saved ones.",
        params: KeyParams,
        body: SaveBody,
        response: { 200: DraftAnswerSchema, ...failures(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      await requireMayWrite(db, request);
      const draft = await saveDraft(db, await request.access(), request.params.key, request.body);
      return { success: true as const, draft };
    },
  );

  app.post(
    '/api/drafts/:key/delete',
    {
      schema: {
        tags: ['drafts'],
        description: "Deletes the signed-in member's draft for `key`; succeeds when there is none.",
        params: KeyParams,
        response: { 200: Type.Object({ success: Type.Literal(true) }), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      requireUser(request);
      await discardDraft(db, await request.access(), request.params.key);
      return { success: true as const };
    },
  );
};
