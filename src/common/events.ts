import type { ConversationMessage } from './conversations.ts';
import type { Post, ThreadSummary } from './forum-types.ts';
import type { ActivityEntry, ShoutView } from './home-social.ts';
import type { NotificationView } from './notifications.ts';
import type { Reaction } from './reactions.ts';

/** Live events and their payloads (spec 1 §3 'Live events'), shared by the server and the browser. */
export interface LiveEventMap {
  'post.new': { threadId: number; categoryId: number; post: Post };
  'post.edit': {
    threadId: number;
    categoryId: number;
    postId: number;
    changes: Partial<Pick<Post, 'content' | 'edited' | 'archive'>>;
  };
  /** A post's reaction counts changed (issue 17 §3); each client keeps its own `mine`. */
  'post.reactions': {
    threadId: number;
    categoryId: number;
    postId: number;
    reactions: Array<{ reaction: Reaction; count: number }>;
    /** What changed: `userId` gave (`added`) or took back `reaction`; that member's clients set `mine` from it. */
    change: { userId: number; reaction: Reaction; added: boolean };
  };
  'post.delete': { threadId: number; categoryId: number; postId: number; threadDeleted: boolean };
  'thread.new': { categoryId: number; thread: ThreadSummary };
  'thread.update': {
    threadId: number;
    categoryId: number;
    changes: Partial<
      Pick<ThreadSummary, 'pinned' | 'locked' | 'closed' | 'archive' | 'category_id' | 'slug'>
    > & {
      category_slug?: string;
      from_category_id?: number;
    };
  };
  'users.online': { count: number };
  /** The stream could not replay all that was missed (a named SSE event): refetch what is shown. */
  resync: Record<string, never>;
  'subscription.update': { subscriptions: number[] };
  /** A stored notification, as GET /api/notifications lists it (issue 17 §1). */
  notification: NotificationView;
  /** The member's unread count changed (read elsewhere, or a notification removed). */
  'notification.unread': { unread: number };
  /** A private message for one of the member's conversations (issue 17 §8), with their unread figure. */
  'message.new': { conversation_id: number; message: ConversationMessage; unread_conversations: number };
  /** The member's count of conversations with unread messages changed (read or left elsewhere). */
  'message.unread': { conversation_id: number; unread_conversations: number };
  /**
   * Every session of the member ended (suspension, password reset, account deletion, issue 16): the
   * stream closes after this, and the browser signs out at once, showing `reason` on the sign-in page.
   */
  'session.ended': { reason: string };
  /** A new shout on the home page's wall (issue 19 §1), for everyone. */
  'shout.new': { shout: ShoutView };
  /** A shout was deleted (by its author or a moderator, or it was reported and removed). */
  'shout.delete': { id: number };
  /** Something a friend did (issue 19 §2), to each friend's streams (forum entries only while they may view the category). */
  'activity.new': { entry: ActivityEntry };
}

export type LiveEventName = keyof LiveEventMap;

/** A default (unnamed) SSE message carries `{type, data}` as JSON (spec 1 §7 GET /api/events). */
export interface LiveMessage<K extends LiveEventName = LiveEventName> {
  type: K;
  data: LiveEventMap[K];
}

/** The named `connected` event: who the stream belongs to and the id used to join rooms. */
export interface ConnectedEvent {
  user_id: number | null;
  connection_id: string;
  /** The stream continues an earlier one (Last-Event-ID): its rooms are still joined. */
  resumed?: boolean;
}

/** Live connection timing (spec 1 §4, §9; DECISIONS.md 'Live updates'). */
export const LIVE_FIRST_CONNECT_MS = 1_000;
export const LIVE_RECONNECT_BASE_MS = 1_000;
export const LIVE_RECONNECT_MAX_MS = 30_000;
export const LIVE_HEARTBEAT_MS = 25_000;

/** At most this many thread rooms a new stream may ask to hold from the start (`rooms=`). */
export const STREAM_ROOMS_MAX = 10;

/** The header of API answers naming the live log position they are current to (issue 15 §1). */
export const LIVE_POSITION_HEADER = 'x-live-position';
export const ONLINE_THROTTLE_MS = 2_000;

/** Reconnect delay: 1000 ms × 2^attempt, capped at 30,000 ms (spec 1 §4). */
export function reconnectDelay(attempt: number): number {
  return Math.min(LIVE_RECONNECT_MAX_MS, LIVE_RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
}
