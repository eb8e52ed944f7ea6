import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IdParams } from '../../common/schemas/forum.ts';
import type { Db } from '../db/index.ts';
import { failures } from '../http/schemas.ts';
import { listRevisions } from './revision-service.ts';

const RevisionSchema = Type.Object({
  text: Type.String(),
  edited_at: Type.String({ format: 'date-time' }),
  editor: Type.Union([Type.Object({ id: Type.Integer(), username: Type.String() }), Type.Null()]),
  by_moderator: Type.Boolean(),
});

/** A post's edit history (issue 17 §7). */
export const revisionRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/post/:id/revisions',
    {
      schema: {
        tags: ['forum'],
        description:
          "A post's earlier texts, oldest first: each is the text before an edit, with when and by whom that edit was made and whether it was a moderator's. `text` is the post's current text. Whoever may view the post may read them; anyone else gets 404.",
        params: IdParams,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            post_id: Type.Integer(),
            text: Type.String(),
            created: Type.String(),
            edited: Type.Union([Type.String(), Type.Null()]),
            edited_by_moderator: Type.Boolean(),
            revisions: Type.Array(RevisionSchema),
          }),
          ...failures(400, 404),
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listRevisions(db, await request.access(), request.params.id)),
    }),
  );
};
