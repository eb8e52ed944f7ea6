import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import { can, loadAccess } from '../accounts/permissions.ts';
import { getSettings } from '../admin/settings.ts';
import type { Db, Dialect } from '../db/index.ts';
import type { NotificationDigestsTable } from '../db/schema.ts';
import {
  composeDigestMail,
  type DigestItem,
  digestHeaders,
  MAILED_TYPES,
  preferenceFor,
} from './notification-content.ts';
import { queueMail } from './queue.ts';
import { type UnsubscribeLinks, unsubscribeLinks } from './unsubscribe.ts';

type Digest = Selectable<NotificationDigestsTable>;

/** What every mail of a pass needs, read before its transactions (SQLite has one connection). */
interface PassContext {
  siteName: string;
  links: UnsubscribeLinks;
}

export interface NotificationMailerOptions {
  db: Db;
  dialect: Dialect;
  /** PUBLIC_ORIGIN, for the links. */
  origin: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /**
   * A notification is mailed only once it is this old and still unread, so what the member reads on
   * the site meanwhile is never mailed (ms). Default 5 minutes.
   */
  delayMs?: number;
  /** At most one mail per member and thread in this time (ms). Default 15 minutes (issue 16 §2). */
  windowMs?: number;
  /** How often the batcher looks for new notifications and due mails (ms). Default 30 s. */
  pollMs?: number;
}

const SCAN_BATCH = 500;
const DUE_BATCH = 50;
const ITEMS_PER_MAIL = 200;

const iso = (ms: number) => new Date(ms).toISOString();
const topicOf = (n: { thread_id: number | null; type: string }) =>
  n.thread_id === null ? n.type : `thread:${n.thread_id}`;

/**
 * Turns notifications into mail (issue 16 §2) on a timer, off the request path: a reply only stores
 * its notifications, as before. Each pass (1) reads the notifications written since the last pass,
 * once they are `delayMs` old, and marks each member's thread due (now, or when the last mail to
 * them about it is `windowMs` old); (2) for each due (member, thread), queues one mail with the
 * notifications still unread, if the member's preferences want them and the member may still view
 * the thread. Every server runs one; they share the cursor and the digests through the database.
 */
export class NotificationMailer {
  readonly #options: Required<NotificationMailerOptions>;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;

  constructor(options: NotificationMailerOptions) {
    this.#options = { delayMs: 5 * 60_000, windowMs: 15 * 60_000, pollMs: 30_000, ...options };
  }

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => this.runOnce(), this.#options.pollMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  /** One pass, unless one is under way. */
  runOnce(): Promise<void> {
    this.#running ??= this.#pass().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #pass(): Promise<void> {
    try {
      await this.#scan(Date.now());
      const now = iso(Date.now());
      const due = await this.#options.db
        .selectFrom('notification_digests')
        .selectAll()
        .where('due_at', '<=', now)
        .orderBy('due_at')
        .limit(DUE_BATCH)
        .execute();
      if (due.length === 0) return;
      const context = {
        siteName: (await getSettings(this.#options.db)).site_name,
        links: await unsubscribeLinks(this.#options.db, this.#options.origin),
      };
      for (const digest of due) await this.#send(digest, context);
    } catch (error) {
      this.#options.log.warn({ err: error }, 'notification mail: pass failed');
    }
  }

  /** Step 1: marks (member, thread) due for the notifications written since the last scan. */
  async #scan(now: number): Promise<void> {
    const { db, dialect, delayMs, windowMs } = this.#options;
    // Most passes find nothing new that has waited long enough: a read answers those, no write.
    const cutoff = iso(now - delayMs);
    const waiting = await db
      .selectFrom('notifications')
      .select('id')
      .where('id', '>', (eb) =>
        eb.selectFrom('mail_cursors').select('last_id').where('name', '=', 'notifications'),
      )
      .where('created_at', '<=', cutoff)
      .limit(1)
      .executeTakeFirst();
    if (!waiting) return;
    await db.transaction().execute(async (trx) => {
      // The cursor's row is taken for the scan: on PostgreSQL a server that finds it taken leaves
      // the scan to the one scanning; on SQLite the write lock makes scans take turns.
      const cursor =
        dialect === 'postgres'
          ? await trx
              .selectFrom('mail_cursors')
              .select('last_id')
              .where('name', '=', 'notifications')
              .forUpdate()
              .skipLocked()
              .executeTakeFirst()
          : await trx
              .updateTable('mail_cursors')
              .set((eb) => ({ last_id: eb.ref('last_id') }))
              .where('name', '=', 'notifications')
              .returning('last_id')
              .executeTakeFirst();
      if (!cursor) return;
      const rows = await trx
        .selectFrom('notifications')
        .select(['id', 'user_id', 'thread_id', 'type', 'created_at'])
        .where('id', '>', cursor.last_id)
        .orderBy('id')
        .limit(SCAN_BATCH)
        .execute();
      // Only past notifications that have waited: in id order, so one written late (a slow
      // transaction, another server's clock) is not passed over by the cursor.
      const end = rows.findIndex((row) => row.created_at > cutoff);
      const settled = end === -1 ? rows : rows.slice(0, end);
      if (settled.length === 0) return;

      const keys = new Map<string, { user_id: number; topic: string; thread_id: number | null }>();
      for (const row of settled)
        if ((MAILED_TYPES as readonly string[]).includes(row.type))
          keys.set(`${row.user_id}|${topicOf(row)}`, {
            user_id: row.user_id,
            topic: topicOf(row),
            thread_id: row.thread_id,
          });
      for (const key of keys.values()) {
        const digest = await trx
          .selectFrom('notification_digests')
          .select(['last_sent_at', 'due_at'])
          .where('user_id', '=', key.user_id)
          .where('topic', '=', key.topic)
          .executeTakeFirst();
        const lastSent = digest?.last_sent_at ? Date.parse(digest.last_sent_at) : 0;
        const dueAt = iso(Math.max(now, lastSent + windowMs));
        if (!digest)
          await trx
            .insertInto('notification_digests')
            .values({ ...key, due_at: dueAt })
            .execute();
        else if (digest.due_at === null)
          await trx
            .updateTable('notification_digests')
            .set({ due_at: dueAt })
            .where('user_id', '=', key.user_id)
            .where('topic', '=', key.topic)
            .execute();
      }
      await trx
        .updateTable('mail_cursors')
        .set({ last_id: settled.at(-1)!.id })
        .where('name', '=', 'notifications')
        .execute();
    });
  }

  /** Step 2: one mail for a due (member, thread), with what the member has not read. */
  async #send(digest: Digest, context: PassContext): Promise<void> {
    const { db } = this.#options;
    await db.transaction().execute(async (trx) => {
      // The digest is this server's if it is still due as read (another server may have taken it).
      const taken = await trx
        .updateTable('notification_digests')
        .set({ due_at: null })
        .where('user_id', '=', digest.user_id)
        .where('topic', '=', digest.topic)
        .where('due_at', '=', digest.due_at)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) return;

      let query = trx
        .selectFrom('notifications as n')
        .leftJoin('users as a', 'a.id', 'n.actor_id')
        .select(['n.id', 'n.type', 'n.read', 'n.post_id', 'n.excerpt', 'n.data', 'a.username as actor'])
        .where('n.user_id', '=', digest.user_id)
        .where('n.id', '>', digest.last_notification_id)
        // Every unread one, the newest too: the mail sums up the thread as it stands.
        .where('n.type', 'in', MAILED_TYPES);
      query =
        digest.thread_id === null
          ? query.where('n.thread_id', 'is', null).where('n.type', '=', digest.topic)
          : query.where('n.thread_id', '=', digest.thread_id);
      const items = await query.orderBy('n.id').limit(ITEMS_PER_MAIL).execute();
      if (items.length === 0) return;

      const mailed = await this.#queueDigest(trx, digest, items, context);
      await trx
        .updateTable('notification_digests')
        .set({
          last_notification_id: items.at(-1)!.id,
          ...(mailed ? { last_sent_at: new Date().toISOString() } : {}),
          // More than one mail holds: the rest wait for the next window.
          ...(items.length === ITEMS_PER_MAIL
            ? { due_at: iso(Date.now() + (mailed ? this.#options.windowMs : 0)) }
            : {}),
        })
        .where('user_id', '=', digest.user_id)
        .where('topic', '=', digest.topic)
        .execute();
    });
  }

  /** Queues the mail of `items` (those unread and wanted); answers whether there was one. */
  async #queueDigest(
    trx: Db,
    digest: Digest,
    items: {
      id: number;
      type: string;
      read: number;
      post_id: number | null;
      excerpt: string;
      data: string;
      actor: string | null;
    }[],
    context: PassContext,
  ): Promise<boolean> {
    const { origin, windowMs } = this.#options;
    const user = await trx
      .selectFrom('users')
      .select([
        'email',
        'deleted_at',
        'suspended_until',
        'email_verified_at',
        'email_on_reply',
        'email_on_subscribed',
        'email_on_mention',
        'email_on_message',
      ])
      .where('id', '=', digest.user_id)
      .executeTakeFirst();
    // Unconfirmed addresses get no notification mail (it may be someone else's); suspended members neither.
    if (!user || user.deleted_at !== null || user.email_verified_at === null) return false;
    if (user.suspended_until !== null && user.suspended_until > new Date().toISOString()) return false;
    const thread =
      digest.thread_id === null
        ? null
        : await trx
            .selectFrom('threads as t')
            .innerJoin('categories as c', 'c.id', 't.category_id')
            .select(['t.title', 't.slug', 't.author_id', 't.category_id', 'c.slug as category_slug'])
            .where('t.id', '=', digest.thread_id)
            .executeTakeFirst();
    if (digest.thread_id !== null && !thread) return false;
    if (thread && !can(await loadAccess(trx, digest.user_id), thread.category_id, 'view')) return false;

    const wanted = items.filter((item) => {
      const preference = preferenceFor(item.type, thread?.author_id === digest.user_id);
      return item.read === 0 && preference !== null && user[preference] === 1;
    });
    if (wanted.length === 0) return false;
    const preference = preferenceFor(wanted[0]!.type, thread?.author_id === digest.user_id)!;
    const unsubscribe = context.links(digest.user_id, preference);
    const dataUrl = JSON.parse(wanted[0]!.data).url;
    const mail = composeDigestMail({
      siteName: context.siteName,
      origin,
      thread: thread
        ? {
            title: thread.title,
            url: `${origin}/thread/${thread.category_slug}/${thread.slug}${wanted[0]!.post_id ? `#post-${wanted[0]!.post_id}` : ''}`,
          }
        : null,
      fallbackUrl:
        typeof dataUrl === 'string' && dataUrl.startsWith('/') ? `${origin}${dataUrl}` : `${origin}/`,
      items: wanted.map(
        (item): DigestItem => ({ type: item.type, actor: item.actor, excerpt: item.excerpt }),
      ),
      preference,
      unsubscribeUrl: unsubscribe,
      windowMinutes: Math.max(1, Math.round(windowMs / 60_000)),
    });
    await queueMail(trx, {
      ...mail,
      to: user.email,
      userId: digest.user_id,
      kind: 'notification',
      headers: digestHeaders(unsubscribe),
    });
    return true;
  }
}
