/** Private conversations (issue 17 §8): the shapes the API answers and the live events carry. */
import type { Static } from '@sinclair/typebox';
import type {
  ConversationMemberSchema,
  ConversationMessageSchema,
  ConversationPageSchema,
  ConversationReplySchema,
  ConversationStartedSchema,
  ConversationSummarySchema,
  InboxPageSchema,
  MessageReportSchema,
  UnreadConversationsSchema,
} from './schemas/conversations.ts';

/** A member as a conversation shows them. */
export type ConversationMember = Static<typeof ConversationMemberSchema>;
/** One message of a conversation (markdown, rendered and sanitized like a post). */
export type ConversationMessage = Static<typeof ConversationMessageSchema>;
/** A conversation as the inbox lists it. */
export type ConversationSummary = Static<typeof ConversationSummarySchema>;
export type InboxPage = Static<typeof InboxPageSchema>;
export type UnreadConversations = Static<typeof UnreadConversationsSchema>;
/** A page of GET /api/messages/{id}. */
export type ConversationPage = Static<typeof ConversationPageSchema>;
export type ConversationStarted = Static<typeof ConversationStartedSchema>;
export type ConversationReply = Static<typeof ConversationReplySchema>;
/** A reported private message with the few messages around it (issue 17 §8). */
export type MessageReport = Static<typeof MessageReportSchema>;

export type MessageReportStatus = 'open' | 'resolved' | 'dismissed';

/** A conversation with members: 2 to this many, the sender included. */
export const CONVERSATION_MAX_MEMBERS = 20;
/** Messages per page of GET /api/messages/{id}; conversations per page of the inbox. */
export const MESSAGES_PER_PAGE = 30;
export const CONVERSATIONS_PER_PAGE = 20;
/** Report reasons are at most this long (the message_reports column). */
export const MESSAGE_REPORT_REASON_MAX = 500;
