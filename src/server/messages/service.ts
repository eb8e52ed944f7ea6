import {
  CONVERSATION_MAX_MEMBERS,
  type ConversationMember,
  type ConversationMessage,
  type ConversationSummary,
} from '../../common/conversations.ts';
import { authorName } from '../../common/members.ts';
import { conversationLimit, PRIVATE, tooManyRecipients, unknownRecipients } from '../../common/messages.ts';
import { ignoringActor } from '../accounts/ignores.ts';
import { isSuspended } from '../accounts/standing.ts';
import type { Db } from '../db/index.ts';
import { checkFlood, type Poster } from '../forum/flood-control.ts';
import { checkText, checkTitle } from '../forum/validation.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { LiveHub } from '../live/hub.ts';
import { excerptOf, publishNotifications, storeNotifications } from '../notifications/service.ts';
import { type ExternalImageOptions, localizeExternalImages } from '../uploads/external-images.ts';
import { noteUploadsUsed } from '../uploads/service.ts';

/** Who writes, with what they may do: staff skip the spam limits. */
export interface Sender extends Poster {
  username: string;
}

/**
 * issue 17 §8 'rate limits against spam': a member whose account is younger than a week starts at
 * most NEW_MEMBER_DAILY conversations in 24 hours, everyone else DAILY; staff are not limited.
 */
export const CONVERSATION_LIMITS = { NEW_MEMBER_DAILY: 5, DAILY: 30, NEW_MEMBER_DAYS: 7 };
const DAY_MS = 24 * 3_600_000;

const unprocessable = (message: string) => new HttpError(422, message);

const member = (id: number | null, username: string | null): ConversationMember | null =>
  id === null || username === null ? null : { id, username: authorName(username) };

/** One message row as the API and the live event show it (STYLE.md 'One mapper per payload'). */
export function presentMessage(row: {
  id: number;
  author_id: number | null;
  author_username: string | null;
  content: string;
  created_at: string;
}): ConversationMessage {
  return {
    id: row.id,
    author: member(row.author_id, row.author_username),
    content: row.content,
    created_at: row.created_at,
  };
}

function selectMessages(db: Db) {
  return db
    .selectFrom('conversation_messages as m')
    .leftJoin('users as u', 'u.id', 'm.author_id')
    .select([
      'm.id',
      'm.conversation_id',
      'm.author_id',
      'u.username as author_username',
      'm.content',
      'm.created_at',
    ]);
}

/** The recipients named in `to`, checked: known, reachable, not ignoring the sender, 2..20 in all. */
async function resolveRecipients(db: Db, sender: Sender, to: string[]): Promise<number[]> {
  const wanted = new Map<string, string>();
  for (const raw of to) {
    const name = raw.trim();
    if (name) wanted.set(name.toLowerCase(), name);
  }
  const namedSelf = wanted.delete(sender.username.toLowerCase());
  if (wanted.size === 0) throw unprocessable(namedSelf ? PRIVATE.onlyYourself : PRIVATE.recipientsRequired);
  if (wanted.size + 1 > CONVERSATION_MAX_MEMBERS)
    throw unprocessable(tooManyRecipients(CONVERSATION_MAX_MEMBERS));
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'deleted_at', 'suspended_until'])
    .where((eb) => eb(eb.fn('lower', ['username']), 'in', [...wanted.keys()]))
    .execute();
  const found = new Map(rows.map((row) => [row.username.toLowerCase(), row]));
  const unknown = [...wanted].filter(([key]) => !found.has(key) || found.get(key)!.deleted_at !== null);
  if (unknown.length) throw unprocessable(unknownRecipients(unknown.map(([, name]) => name)));
  const unavailable = rows.filter((row) => isSuspended(row));
  if (unavailable.length)
    throw unprocessable(
      `${PRIVATE.recipientUnavailable} ${unavailable.map((row) => row.username).join(', ')}`,
    );
  const ids = rows.map((row) => row.id);
  // issue 17 §9: a member who ignores the sender does not hear from them.
  if ((await ignoringActor(db, sender.id, ids)).size) throw new HttpError(403, PRIVATE.notAcceptingMessages);
  return ids;
}

/** The daily allowance of new conversations (counted inside the writing transaction). */
async function checkConversationLimit(trx: Db, sender: Sender, now: Date): Promise<void> {
  if (sender.staff) return;
  const newMember =
    now.getTime() - Date.parse(sender.createdAt) < CONVERSATION_LIMITS.NEW_MEMBER_DAYS * DAY_MS;
  const max = newMember ? CONVERSATION_LIMITS.NEW_MEMBER_DAILY : CONVERSATION_LIMITS.DAILY;
  const { n } = await trx
    .selectFrom('conversations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_by', '=', sender.id)
    .where('created_at', '>', new Date(now.getTime() - DAY_MS).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(n) >= max) throw new HttpError(429, conversationLimit(max, newMember));
}

/** What writing messages needs: the database, the live hub, and how external images are fetched. */
export interface Messaging {
  db: Db;
  live: LiveHub;
  externalImages?: ExternalImageOptions | undefined;
}

/** Starts a conversation with its first message; answers its id. */
export async function startConversation(
  { db, live, externalImages }: Messaging,
  sender: Sender,
  input: { to: string[]; title: string; text: string },
): Promise<number> {
  const title = checkTitle(input.title);
  checkText(input.text);
  const recipients = await resolveRecipients(db, sender, input.to);
  // External images become uploads (or links), as in posts, so the content security policy shows them.
  const text = checkText(await localizeExternalImages(db, sender.id, input.text, externalImages));
  const now = new Date();
  const at = now.toISOString();
  const { conversationId, messageId } = await db.transaction().execute(async (trx) => {
    await checkFlood(trx, sender, 'reply', text, now);
    await checkConversationLimit(trx, sender, now);
    const conversation = await trx
      .insertInto('conversations')
      .values({ title, created_by: sender.id, created_at: at, last_message_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = await trx
      .insertInto('conversation_messages')
      .values({ conversation_id: conversation.id, author_id: sender.id, content: text, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('conversations')
      .set({ last_message_id: message.id })
      .where('id', '=', conversation.id)
      .execute();
    await trx
      .insertInto('conversation_participants')
      .values([
        {
          conversation_id: conversation.id,
          user_id: sender.id,
          joined_at: at,
          last_read_message_id: message.id,
        },
        ...recipients.map((userId) => ({
          conversation_id: conversation.id,
          user_id: userId,
          joined_at: at,
          last_read_message_id: 0,
        })),
      ])
      .execute();
    await noteUploadsUsed(trx, text, now);
    return { conversationId: conversation.id, messageId: message.id };
  });
  await deliver({ db, live }, conversationId, messageId, sender.id);
  return conversationId;
}

/** The member's current place in a conversation, or 404 (staff included: issue 17 §8). */
async function requireParticipant(db: Db, conversationId: number, userId: number) {
  const row = await db
    .selectFrom('conversation_participants as p')
    .innerJoin('conversations as c', 'c.id', 'p.conversation_id')
    .select(['c.id', 'c.title', 'c.created_at', 'c.last_message_id', 'p.last_read_message_id'])
    .where('p.conversation_id', '=', conversationId)
    .where('p.user_id', '=', userId)
    .where('p.left_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(PRIVATE.conversationNotFound);
  return row;
}

export async function replyToConversation(
  { db, live, externalImages }: Messaging,
  sender: Sender,
  conversationId: number,
  rawText: string,
): Promise<ConversationMessage> {
  await requireParticipant(db, conversationId, sender.id);
  checkText(rawText);
  const text = checkText(await localizeExternalImages(db, sender.id, rawText, externalImages));
  const now = new Date();
  const at = now.toISOString();
  const messageId = await db.transaction().execute(async (trx) => {
    await checkFlood(trx, sender, 'reply', text, now);
    const message = await trx
      .insertInto('conversation_messages')
      .values({ conversation_id: conversationId, author_id: sender.id, content: text, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('conversations')
      .set({ last_message_id: message.id, last_message_at: at })
      .where('id', '=', conversationId)
      .execute();
    // Their own message is read by them.
    await trx
      .updateTable('conversation_participants')
      .set({ last_read_message_id: message.id })
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', sender.id)
      .execute();
    await noteUploadsUsed(trx, text, now);
    return message.id;
  });
  return deliver({ db, live }, conversationId, messageId, sender.id);
}

/**
 * Notifies the other current participants (one batched notification per conversation, none for a
 * member who ignores the author) and sends every participant the message live, on any app server.
 */
async function deliver(
  { db, live }: { db: Db; live: LiveHub },
  conversationId: number,
  messageId: number,
  authorId: number,
): Promise<ConversationMessage> {
  const row = await selectMessages(db).where('m.id', '=', messageId).executeTakeFirstOrThrow();
  const message = presentMessage(row);
  const conversation = await db
    .selectFrom('conversations')
    .select('title')
    .where('id', '=', conversationId)
    .executeTakeFirstOrThrow();
  const participants = await currentParticipantIds(db, conversationId);
  const others = participants.filter((id) => id !== authorId);
  const ignoring = await ignoringActor(db, authorId, others);
  const ids = await storeNotifications(
    db,
    others
      .filter((id) => !ignoring.has(id))
      .map((userId) => ({
        userId,
        type: 'message' as const,
        actorId: authorId,
        excerpt: excerptOf(row.content),
        data: {
          url: `/messages/${conversationId}`,
          conversation_id: conversationId,
          title: conversation.title,
        },
        groupKey: `message:${conversationId}`,
      })),
  );
  await live.afterCommit(async () => {
    await publishNotifications(live, db, ids);
    for (const userId of participants) {
      await live.publish({ kind: 'user', userId }, 'message.new', {
        conversation_id: conversationId,
        message,
        unread_conversations: await unreadConversations(db, userId),
      });
    }
  });
  return message;
}

async function currentParticipantIds(db: Db, conversationId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('conversation_participants')
    .select('user_id')
    .where('conversation_id', '=', conversationId)
    .where('left_at', 'is', null)
    .execute();
  return rows.map((row) => row.user_id);
}

async function participantsOf(db: Db, conversationIds: number[]): Promise<Map<number, ConversationMember[]>> {
  const byConversation = new Map<number, ConversationMember[]>();
  if (conversationIds.length === 0) return byConversation;
  const rows = await db
    .selectFrom('conversation_participants as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.conversation_id', 'u.id', 'u.username'])
    .where('p.conversation_id', 'in', conversationIds)
    .where('p.left_at', 'is', null)
    .orderBy('p.joined_at')
    .orderBy('u.id')
    .execute();
  for (const row of rows) {
    const list = byConversation.get(row.conversation_id) ?? [];
    list.push({ id: row.id, username: authorName(row.username) });
    byConversation.set(row.conversation_id, list);
  }
  return byConversation;
}

/** The number of the member's conversations with a message they have not read (the header's figure). */
export async function unreadConversations(db: Db, userId: number): Promise<number> {
  const { n } = await db
    .selectFrom('conversation_participants as p')
    .innerJoin('conversations as c', 'c.id', 'p.conversation_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('p.user_id', '=', userId)
    .where('p.left_at', 'is', null)
    .whereRef('c.last_message_id', '>', 'p.last_read_message_id')
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The member's conversations, newest activity first, each with its unread count (three queries in all). */
export async function listConversations(
  db: Db,
  userId: number,
  page: number,
  perPage: number,
): Promise<{ conversations: ConversationSummary[]; has_more: boolean }> {
  const rows = await db
    .selectFrom('conversation_participants as p')
    .innerJoin('conversations as c', 'c.id', 'p.conversation_id')
    .leftJoin('conversation_messages as m', 'm.id', 'c.last_message_id')
    .leftJoin('users as a', 'a.id', 'm.author_id')
    .select([
      'c.id',
      'c.title',
      'c.last_message_at',
      'c.last_message_id',
      'p.last_read_message_id',
      'm.id as message_id',
      'm.author_id',
      'a.username as author_username',
      'm.content',
      'm.created_at as message_created_at',
    ])
    .where('p.user_id', '=', userId)
    .where('p.left_at', 'is', null)
    .orderBy('c.last_message_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(perPage + 1)
    .offset((page - 1) * perPage)
    .execute();
  const shown = rows.slice(0, perPage);
  const ids = shown.map((row) => row.id);
  const participants = await participantsOf(db, ids);
  const unread = new Map<number, number>();
  const withUnread = shown
    .filter((row) => row.last_message_id > row.last_read_message_id)
    .map((row) => row.id);
  if (withUnread.length) {
    const counts = await db
      .selectFrom('conversation_messages as m')
      .innerJoin('conversation_participants as p', (join) =>
        join.onRef('p.conversation_id', '=', 'm.conversation_id').on('p.user_id', '=', userId),
      )
      .select(['m.conversation_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('m.conversation_id', 'in', withUnread)
      .whereRef('m.id', '>', 'p.last_read_message_id')
      .where((eb) => eb.or([eb('m.author_id', 'is', null), eb('m.author_id', '!=', userId)]))
      .groupBy('m.conversation_id')
      .execute();
    for (const count of counts) unread.set(count.conversation_id, Number(count.n));
  }
  return {
    conversations: shown.map((row) => ({
      id: row.id,
      title: row.title,
      participants: participants.get(row.id) ?? [],
      last_message:
        row.message_id === null
          ? null
          : {
              id: row.message_id,
              author: member(row.author_id, row.author_username),
              excerpt: excerptOf(row.content ?? ''),
              created_at: row.message_created_at ?? row.last_message_at,
            },
      unread_count: unread.get(row.id) ?? 0,
      last_message_at: row.last_message_at,
    })),
    has_more: rows.length > perPage,
  };
}

/**
 * A conversation and a page of its messages (oldest first on the page; the newest page unless
 * `before` names a message id). Reading the newest page marks the conversation read, with a write
 * only when something was unread.
 */
export async function readConversation(
  { db, live }: { db: Db; live: LiveHub },
  userId: number,
  conversationId: number,
  options: { before?: number; perPage: number },
) {
  const conversation = await requireParticipant(db, conversationId, userId);
  let query = selectMessages(db).where('m.conversation_id', '=', conversationId);
  if (options.before !== undefined) query = query.where('m.id', '<', options.before);
  const rows = await query
    .orderBy('m.id', 'desc')
    .limit(options.perPage + 1)
    .execute();
  const messages = rows.slice(0, options.perPage).reverse().map(presentMessage);
  const participants = (await participantsOf(db, [conversationId])).get(conversationId) ?? [];
  if (conversation.last_message_id > conversation.last_read_message_id) {
    await db
      .updateTable('conversation_participants')
      .set({ last_read_message_id: conversation.last_message_id })
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', userId)
      .where('last_read_message_id', '<', conversation.last_message_id)
      .execute();
    await db
      .updateTable('notifications')
      .set({ read: 1 })
      .where('user_id', '=', userId)
      .where('group_key', '=', `message:${conversationId}`)
      .where('read', '=', 0)
      .execute();
    await publishUnread(db, live, userId, conversationId);
  }
  return {
    conversation: {
      id: conversation.id,
      title: conversation.title,
      participants,
      created_at: conversation.created_at,
    },
    messages,
    has_more: rows.length > options.perPage,
  };
}

/** The member's other tabs and devices follow a read or a leave. */
async function publishUnread(db: Db, live: LiveHub, userId: number, conversationId: number) {
  await live.afterCommit(async () =>
    live.publish({ kind: 'user', userId }, 'message.unread', {
      conversation_id: conversationId,
      unread_conversations: await unreadConversations(db, userId),
    }),
  );
}

export async function leaveConversation(
  { db, live }: { db: Db; live: LiveHub },
  userId: number,
  conversationId: number,
): Promise<void> {
  await requireParticipant(db, conversationId, userId);
  await db
    .updateTable('conversation_participants')
    .set({ left_at: new Date().toISOString() })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .execute();
  await publishUnread(db, live, userId, conversationId);
}

/** The message `messageId` of a conversation the member is in, or 404. */
export async function requireMessageIn(db: Db, userId: number, conversationId: number, messageId: number) {
  await requireParticipant(db, conversationId, userId);
  const row = await db
    .selectFrom('conversation_messages')
    .select('id')
    .where('id', '=', messageId)
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  if (!row) throw notFound(PRIVATE.messageNotFound);
  return row.id;
}

export { selectMessages };
