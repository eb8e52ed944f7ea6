import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MSG } from '../../common/messages.ts';
import type { Db } from '../db/index.ts';
import { notFound } from '../http/errors.ts';
import { failures } from '../http/schemas.ts';
import type { LiveHub } from './hub.ts';

const RoomParams = Type.Object({ connection_id: Type.String({ format: 'uuid', maxLength: 36 }) });
const RoomBody = Type.Object(
  { thread_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { additionalProperties: false },
);
const Joined = Type.Object({ success: Type.Literal(true), thread_id: Type.Integer() });

export const liveRoutes: FastifyPluginAsyncTypebox<{ db: Db; hub: LiveHub }> = async (app, { db, hub }) => {
  app.get(
    '/api/events',
    {
      schema: {
        tags: ['live'],
        description:
          'Server-sent events: `connected` and `heartbeat` as named events; everything else as default messages carrying {type, data} JSON.',
        response: {
          200: {
            description: 'An endless event stream',
            content: { 'text/event-stream': { schema: Type.String() } },
          },
          ...failures(401),
        },
      },
    },
    async (request, reply) => {
      // A stream outlives the request cycle: Fastify hands over the raw response.
      reply.hijack();
      await hub.open(reply.raw, request.user?.id ?? null);
    },
  );

  for (const action of ['join', 'leave'] as const) {
    app.post(
      `/api/events/:connection_id/${action}`,
      {
        schema: {
          tags: ['live'],
          params: RoomParams,
          body: RoomBody,
          response: { 200: Joined, ...failures(400, 403, 404) },
        },
      },
      async (request) => {
        const userId = request.user?.id ?? null;
        const { connection_id: connectionId } = request.params;
        const threadId = request.body.thread_id;
        if (action === 'leave') {
          if (!hub.leave(connectionId, userId, threadId)) throw notFound('Connection not found');
          return { success: true as const, thread_id: threadId };
        }
        const thread = await db
          .selectFrom('threads')
          .select('category_id')
          .where('id', '=', threadId)
          .executeTakeFirst();
        if (!thread) throw notFound(MSG.threadNotFound);
        // join() refuses someone else's stream and a thread the stream's owner may not view.
        if (!hub.join(connectionId, userId, threadId, thread.category_id))
          throw notFound('Connection not found');
        return { success: true as const, thread_id: threadId };
      },
    );
  }
};
