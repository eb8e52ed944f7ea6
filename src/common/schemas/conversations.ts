/** Schemas of private conversations' payloads (issue 17 §8); conversations.ts derives its types from them. */
import { Type } from '@sinclair/typebox';
import { Nullable } from './shared.ts';

/** A member as a conversation shows them. */
export const ConversationMemberSchema = Type.Object({ id: Type.Integer(), username: Type.String() });

/** One message of a conversation (markdown, rendered and sanitized like a post). */
export const ConversationMessageSchema = Type.Object({
  id: Type.Integer(),
  author: Nullable(ConversationMemberSchema),
  content: Type.String(),
  created_at: Type.String(),
});

/** A conversation as the inbox lists it. */
export const ConversationSummarySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  participants: Type.Array(ConversationMemberSchema),
  last_message: Nullable(
    Type.Object({
      id: Type.Integer(),
      author: Nullable(ConversationMemberSchema),
      excerpt: Type.String(),
      created_at: Type.String(),
    }),
  ),
  unread_count: Type.Integer(),
  last_message_at: Type.String(),
});

/** A page of the inbox, GET /api/messages. */
export const InboxPageSchema = Type.Object({
  success: Type.Literal(true),
  conversations: Type.Array(ConversationSummarySchema),
  page: Type.Integer(),
  has_more: Type.Boolean(),
  unread_conversations: Type.Integer(),
});

/** GET /api/messages/unread: the header's figure. */
export const UnreadConversationsSchema = Type.Object({
  success: Type.Literal(true),
  unread_conversations: Type.Integer(),
});

/** A page of GET /api/messages/{id}. */
export const ConversationPageSchema = Type.Object({
  success: Type.Literal(true),
  conversation: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    participants: Type.Array(ConversationMemberSchema),
    created_at: Type.String(),
  }),
  messages: Type.Array(ConversationMessageSchema),
  has_more: Type.Boolean(),
});

/** POST /api/messages: the new conversation. */
export const ConversationStartedSchema = Type.Object({
  success: Type.Literal(true),
  conversation_id: Type.Integer(),
});

/** POST /api/messages/{id}/reply: the message added. */
export const ConversationReplySchema = Type.Object({
  success: Type.Literal(true),
  id: Type.Integer(),
  message: ConversationMessageSchema,
});

/** A reported private message with the few messages around it. */
export const MessageReportSchema = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal('open'), Type.Literal('resolved'), Type.Literal('dismissed')]),
  reason: Type.String(),
  created_at: Type.String(),
  reporter: Nullable(ConversationMemberSchema),
  conversation: Type.Object({ id: Type.Integer(), title: Type.String() }),
  message: ConversationMessageSchema,
  context: Type.Array(ConversationMessageSchema),
});
