/** Drafts kept on the server (issue 17 §6): one per member and key. */
import type { Static } from '@sinclair/typebox';
import type { DraftAnswerSchema, DraftSchema } from './schemas/drafts.ts';

/** A reply to a thread, a new thread in a category, a private message reply, or a new conversation. */
export const DRAFT_KEY_PATTERN =
  '^(reply-[1-9][0-9]{0,9}|thread-[1-9][0-9]{0,9}|message-[1-9][0-9]{0,9}|message-new)$';

/** At most this many drafts per member; saving one more drops the member's oldest (least recently saved). */
export const DRAFTS_PER_MEMBER = 100;

/** At most this many bytes (UTF-8) of text and title per draft. */
export const DRAFT_MAX_BYTES = 64 * 1024;

/** A saved draft as the API answers it. */
export type Draft = Static<typeof DraftSchema>;
export type DraftAnswer = Static<typeof DraftAnswerSchema>;

/** The key of the draft of a reply in a thread. */
export const replyDraftKey = (threadId: number) => `reply-${threadId}`;

/** The key of the draft of a new thread in a category. */
export const threadDraftKey = (categoryId: number) => `thread-${categoryId}`;
