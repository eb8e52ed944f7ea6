/** Private conversations (issue 17 §8): the shapes the API answers and the live events carry. */

/** A member as a conversation shows them. */
export interface ConversationMember {
  id: number;
  username: string;
}

/** One message of a conversation (markdown, rendered and sanitized like a post). */
export interface ConversationMessage {
  id: number;
  author: ConversationMember | null;
  content: string;
  created_at: string;
}

/** A conversation as the inbox lists it. */
export interface ConversationSummary {
  id: number;
  title: string;
  participants: ConversationMember[];
  last_message: {
    id: number;
    author: ConversationMember | null;
    excerpt: string;
    created_at: string;
  } | null;
  unread_count: number;
  last_message_at: string;
}

export type MessageReportStatus = 'open' | 'resolved' | 'dismissed';

/** A reported message as moderators see it: the only part of a conversation they see. */
export interface MessageReportView {
  id: number;
  status: MessageReportStatus;
  reason: string;
  created_at: string;
  reporter: ConversationMember | null;
  conversation: { id: number; title: string };
  message: ConversationMessage;
  /** The messages around the reported one, oldest first, the reported one included. */
  context: ConversationMessage[];
}

/** A conversation with members: 2 to this many, the sender included. */
export const CONVERSATION_MAX_MEMBERS = 20;
/** Messages per page of GET /api/messages/{id}; conversations per page of the inbox. */
export const MESSAGES_PER_PAGE = 30;
export const CONVERSATIONS_PER_PAGE = 20;
/** Report reasons are at most this long (the message_reports column). */
export const MESSAGE_REPORT_REASON_MAX = 500;
