import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  CONVERSATIONS_PER_PAGE,
  MESSAGE_REPORT_REASON_MAX,
  MESSAGES_PER_PAGE,
} from '../../common/conversations.ts';
import { PRIVATE } from '../../common/messages.ts';
import {
  ConversationPageSchema,
  ConversationReplySchema,
  ConversationStartedSchema,
  InboxPageSchema,
  MessageReportSchema,
  UnreadConversationsSchema,
} from '../../common/schemas/conversations.ts';
import { IdParams } from '../../common/schemas/forum.ts';
import { isStaff } from '../accounts/permissions.ts';
import { requireMayWrite } from '../accounts/standing.ts';
import { getSettings } from '../admin/settings.ts';
import type { Db } from '../db/index.ts';
import { reportQueueRoutes } from '../forum/report-queue-routes.ts';
import { failures } from '../http/schemas.ts';
import { requireUser } from '../http/session.ts';
import type { LiveHub } from '../live/hub.ts';
import type { ExternalImageOptions } from '../uploads/external-images.ts';
import { handleMessageReport, listMessageReports, reportMessage } from './report-service.ts';
import {
  leaveConversation,
  listConversations,
  readConversation,
  replyToConversation,
  type Sender,
  startConversation,
  unreadConversations,
} from './service.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const TextBody = Type.Object({ text: Type.String({ maxLength: 100_000 }) }, { additionalProperties: false });
const ok = Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()) });

/** Private messages (issue 17 §8): conversations of 2 to 20 members, and reports of their messages. */
export const messageRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  live: LiveHub;
  externalImages?: ExternalImageOptions | undefined;
}> = async (app, { db, live, externalImages }) => {
  const deps = { db, live, externalImages };
  const senderOf = async (request: FastifyRequest): Promise<Sender> => {
    const user = await requireMayWrite(db, request);
    return {
      id: user.id,
      username: user.username,
      createdAt: user.created_at,
      staff: isStaff(await request.access()),
      settings: await getSettings(db),
    };
  };

  app.post(
    '/api/messages',
    {
      schema: {
        tags: ['messages'],
        description:
          'Starts a private conversation with the members named in `to` (2 to 20 members, the sender included) and its first message.',
        body: Type.Object(
          {
            to: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100 }),
            title: Type.String({ maxLength: 1_000 }),
            text: Type.String({ maxLength: 100_000 }),
          },
          { additionalProperties: false },
        ),
        response: {
          201: ConversationStartedSchema,
          ...failures(400, 401, 403, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const conversationId = await startConversation(deps, await senderOf(request), request.body);
      return reply.status(201).send({ success: true as const, conversation_id: conversationId });
    },
  );

  app.get(
    '/api/messages',
    {
      schema: {
        tags: ['messages'],
        description:
          "The signed-in member's conversations, newest activity first, each with its participants, last message and unread count.",
        querystring: Type.Object(
          {
            page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
            per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: InboxPageSchema,
          ...failures(400, 401),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const page = request.query.page ?? 1;
      const list = await listConversations(
        db,
        user.id,
        page,
        request.query.per_page ?? CONVERSATIONS_PER_PAGE,
      );
      return {
        success: true as const,
        page,
        ...list,
        unread_conversations: await unreadConversations(db, user.id),
      };
    },
  );

  app.get(
    '/api/messages/unread',
    {
      schema: {
        tags: ['messages'],
        description:
          'How many of the signed-in member’s conversations have unread messages (the header’s figure).',
        response: {
          200: UnreadConversationsSchema,
          ...failures(401),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { success: true as const, unread_conversations: await unreadConversations(db, user.id) };
    },
  );

  app.get(
    '/api/messages/:id',
    {
      schema: {
        tags: ['messages'],
        description:
          'A conversation and a page of its messages, oldest first (the newest page, or the one before the message `before`); marks it read. 404 to anyone not taking part, staff included.',
        params: IdParams,
        querystring: Type.Object(
          {
            before: Type.Optional(Id),
            per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: ConversationPageSchema,
          ...failures(400, 401, 404),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const answer = await readConversation(deps, user.id, request.params.id, {
        ...(request.query.before === undefined ? {} : { before: request.query.before }),
        perPage: request.query.per_page ?? MESSAGES_PER_PAGE,
      });
      return { success: true as const, ...answer };
    },
  );

  app.post(
    '/api/messages/:id/reply',
    {
      schema: {
        tags: ['messages'],
        description: 'Adds a message to a conversation the member takes part in.',
        params: IdParams,
        body: TextBody,
        response: {
          201: ConversationReplySchema,
          ...failures(400, 401, 403, 404, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const message = await replyToConversation(
        deps,
        await senderOf(request),
        request.params.id,
        request.body.text,
      );
      return reply.status(201).send({ success: true as const, id: message.id, message });
    },
  );

  app.post(
    '/api/messages/:id/leave',
    {
      schema: {
        tags: ['messages'],
        description:
          'Leaves a conversation: it disappears from the member’s inbox and they hear no more of it.',
        params: IdParams,
        response: { 200: ok, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await leaveConversation(deps, user.id, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/messages/:id/report',
    {
      schema: {
        tags: ['messages'],
        description:
          'Reports a message of the conversation to the moderators, who then see that message and the few around it.',
        params: IdParams,
        body: Type.Object(
          { message_id: Id, reason: Type.String({ maxLength: MESSAGE_REPORT_REASON_MAX * 4 }) },
          { additionalProperties: false },
        ),
        response: { 201: ok, ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await reportMessage(db, user.id, request.params.id, request.body.message_id, request.body.reason);
      return reply.status(201).send({ success: true as const, message: PRIVATE.reportFiled });
    },
  );

  await app.register(reportQueueRoutes, {
    path: 'message_reports',
    what: 'message',
    description:
      'Reports of private messages (moderators and administrators): each with the reported message and the messages around it.',
    report: MessageReportSchema,
    list: (access, status) => listMessageReports(db, access, status),
    handle: (access, id, outcome) => handleMessageReport(db, access, id, outcome),
  });
};
