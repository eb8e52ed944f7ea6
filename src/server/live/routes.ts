import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import { STREAM_ROOMS_MAX } from '../../common/events.ts';
import { MSG } from '../../common/messages.ts';
import { type Access, can } from '../accounts/permissions.ts';
import type { Db } from '../db/index.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { failures } from '../http/schemas.ts';
import type { LiveHub } from './hub.ts';

const RoomParams = Type.Object({ connection_id: Type.String({ format: 'uuid', maxLength: 36 }) });
const LogPosition = (description: string) => Type.String({ pattern: '^[\\w.-]{1,64}$', description });
const ThreadId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const LeaveBody = Type.Object({ thread_id: ThreadId }, { additionalProperties: false });
const JoinBody = Type.Object(
  {
    thread_id: ThreadId,
    since: Type.Optional(
      LogPosition(
        "On joining: the `X-Live-Position` of the answer the page read the thread from. The room's events published since then are sent first (or `resync` when the backlog no longer reaches back that far); ignored for a room the stream already holds.",
      ),
    ),
  },
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
    since: Type.Optional(
      LogPosition(
        "A new stream's starting point: the `X-Live-Position` header of the answers the page shows. What was published after it is replayed, or `resync` is sent when the backlog no longer reaches back that far. Ignored when the stream resumes (Last-Event-ID).",
      ),
    ),
    rooms: Type.Optional(
      Type.String({
        pattern: `^\\d{1,10}(,\\d{1,10}){0,${STREAM_ROOMS_MAX - 1}}$`,
        description: `Thread rooms to hold from the start, comma-separated (at most ${STREAM_ROOMS_MAX}), with their events since \`since\`; threads the caller may not view are left out.`,
      }),
    ),
  },
  { additionalProperties: false },
);

/** The rooms of `rooms=` the caller may view, each with its category. */
async function viewableRooms(db: Db, access: Access, ids: string | undefined): Promise<Map<number, number>> {
  const threadIds = [...new Set((ids ?? '').split(',').filter(Boolean).map(Number))];
  if (threadIds.length === 0) return new Map();
  const threads = await db
    .selectFrom('threads')
    .select(['id', 'category_id'])
    .where('id', 'in', threadIds)
    .execute();
  return new Map(
    threads
      .filter((thread) => can(access, thread.category_id, 'view'))
      .map((thread) => [thread.id, thread.category_id]),
  );
}

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
      const { since, rooms } = request.query;
      const catchUp = since ? { since, rooms: await viewableRooms(db, await request.access(), rooms) } : null;
      const admission = await hub.admit(
        { userId: request.user?.id ?? null, address: request.ip },
        lastEventId,
        catchUp,
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
          body: action === 'join' ? JoinBody : LeaveBody,
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
        const access = await request.access();
        if (
          !(await hub.join(
            connectionId,
            userId,
            access,
            threadId,
            thread.category_id,
            (request.body as Static<typeof JoinBody>).since,
          ))
        )
          throw notFound('Connection not found');
        return { success: true as const, thread_id: threadId };
      },
    );
  }
};
