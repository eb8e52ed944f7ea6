import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MSG } from '../../common/messages.ts';
import type { Db } from '../db/index.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { failures } from '../http/schemas.ts';
import type { LiveHub } from './hub.ts';

const RoomParams = Type.Object({ connection_id: Type.String({ format: 'uuid', maxLength: 36 }) });
const RoomBody = Type.Object(
  { thread_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { additionalProperties: false },
);
const Joined = Type.Object({ success: Type.Literal(true), thread_id: Type.Integer() });
const StreamQuery = Type.Object(
  {
    last_event_id: Type.Optional(
      Type.String({
        maxLength: 120,
        description: 'Same as the Last-Event-ID header, for clients that reconnect by hand',
      }),
    ),
  },
  { additionalProperties: false },
);

export const liveRoutes: FastifyPluginAsyncTypebox<{ db: Db; hub: LiveHub }> = async (app, { db, hub }) => {
  app.get(
    '/api/events',
    {
      schema: {
        tags: ['live'],
        description:
          'Server-sent events: `connected`, `heartbeat` and `resync` as named events; everything else as default messages carrying {type, data} JSON. Every frame has an id; reconnecting with it as `Last-Event-ID` (or `?last_event_id=`) resumes the stream with its rooms and replays what it missed, or sends `resync` when that is too old.',
        querystring: StreamQuery,
        response: {
          200: {
            description: 'An endless event stream',
            content: { 'text/event-stream': { schema: Type.String() } },
          },
          ...failures(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const header = request.headers['last-event-id'];
      const lastEventId = (Array.isArray(header) ? header[0] : header) ?? request.query.last_event_id ?? null;
      const admission = await hub.admit(
        { userId: request.user?.id ?? null, address: request.ip },
        lastEventId,
      );
      if (!admission) throw new HttpError(429, MSG.tooManyStreams);
      // A stream outlives the request cycle: Fastify hands over the raw response.
      reply.hijack();
      await hub.open(reply.raw, admission);
    },
  );

  for (const action of ['join', 'leave'] as const) {
    app.post(
      `/api/events/:connection_id/${action}`,
      {
        schema: {
          tags: ['live'],
          description:
            action === 'join'
              ? "Adds a thread's room to one of the caller's streams, whichever server holds it."
              : "Removes a thread's room from one of the caller's streams.",
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
          if (!(await hub.leave(connectionId, userId, threadId))) throw notFound('Connection not found');
          return { success: true as const, thread_id: threadId };
        }
        const thread = await db
          .selectFrom('threads')
          .select('category_id')
          .where('id', '=', threadId)
          .executeTakeFirst();
        if (!thread) throw notFound(MSG.threadNotFound);
        // join() refuses someone else's stream and a thread the caller may not view.
        if (!(await hub.join(connectionId, userId, await request.access(), threadId, thread.category_id)))
          throw notFound('Connection not found');
        return { success: true as const, thread_id: threadId };
      },
    );
  }
};
