import type { Access } from '../accounts/permissions.ts';
import type { Db } from '../db/index.ts';
import { viewableThread } from './thread-service.ts';

export async function isSubscribed(db: Db, userId: number, threadId: number): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select('thread_id')
    .where('user_id', '=', userId)
    .where('thread_id', '=', threadId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Subscribes or unsubscribes the caller; repeating either is harmless. */
export async function setSubscription(db: Db, access: Access, threadId: number, subscribed: boolean) {
  const thread = await viewableThread(db, access, threadId);
  const userId = access.userId!;
  if (subscribed) {
    await db
      .insertInto('subscriptions')
      .values({ user_id: userId, thread_id: thread.id, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'thread_id']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('subscriptions')
      .where('user_id', '=', userId)
      .where('thread_id', '=', thread.id)
      .execute();
  }
  return thread;
}

/** Ids of the threads a user follows (for the live subscription.update event). */
export async function subscribedThreadIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .select('thread_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.thread_id);
}
