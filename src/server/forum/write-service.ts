import type { Access } from '../accounts/permissions.ts';
import type { Db } from '../db/index.ts';
import { publishActivity } from '../friends/activity.ts';
import type { LiveHub } from '../live/hub.ts';
import { publishNotifications } from '../notifications/service.ts';
import { type ExternalImageOptions, localizeExternalImages } from '../uploads/external-images.ts';
import type { Poster } from './flood-control.ts';
import {
  announcePosts,
  publishPostDelete,
  publishPostEdit,
  publishSubscriptions,
  publishThreadNew,
  publishThreadUpdate,
} from './live-events.ts';
import { notifyMentions } from './mentions.ts';
import { deletePost, editPost, setPostArchived } from './post-service.ts';
import { presentPost } from './present.ts';
import { setSubscription } from './subscription-service.ts';
import {
  createThread,
  moveThread,
  type NewThreadInput,
  replyToThread,
  type ThreadFlag,
  toggleThreadFlag,
} from './thread-service.ts';

/**
 * The forum's writes as members see them: the change (one transaction, in the services beside
 * this file), then its live event. The routes call these, so no write can skip its event
 * (STYLE.md 'Every write lives in a service, and the service publishes its live event').
 */
export interface Forum {
  db: Db;
  live: LiveHub;
  /** How external images are fetched when a post is saved; tests pass a policy for their local server. */
  externalImages?: ExternalImageOptions | undefined;
}

/** External images become uploads (or links) before a post is stored (issue 17 §10). */
const localImages = (forum: Forum, access: Access, text: string) =>
  localizeExternalImages(forum.db, access.userId!, text, forum.externalImages);

export async function postThread(
  forum: Forum,
  access: Access,
  categoryId: number,
  input: NewThreadInput,
  poster?: Poster,
) {
  const { db, live } = forum;
  const text = await localImages(forum, access, input.text);
  const { notificationIds, activityId, ...created } = await createThread(
    db,
    access,
    categoryId,
    { ...input, text },
    poster,
  );
  await live.afterCommit(() => publishThreadNew(live, db, created.id));
  await live.afterCommit(() => publishNotifications(live, db, notificationIds));
  await live.afterCommit(() => publishActivity(live, db, [activityId]));
  await live.afterCommit(() =>
    notifyMentions(db, live, access, {
      postId: created.postId,
      threadId: created.id,
      categoryId,
      authorId: access.userId!,
      text: input.text,
    }),
  );
  return created;
}

export async function postReply(
  forum: Forum,
  access: Access,
  threadId: number,
  rawText: string,
  poster?: Poster,
) {
  const { db, live } = forum;
  const text = await localImages(forum, access, rawText);
  const { id, row, thread, notificationIds, activityId } = await replyToThread(
    db,
    access,
    threadId,
    text,
    poster,
  );
  const post = presentPost(row);
  // Mentions and quotes first: a subscriber they told hears of the reply once, not twice.
  await live.afterCommit(() =>
    notifyMentions(db, live, access, {
      postId: id,
      threadId: thread.id,
      categoryId: thread.category_id,
      authorId: post.author_id,
      text: post.content,
    }),
  );
  await live.afterCommit(() => announcePosts(live, db, thread, [row]));
  await live.afterCommit(() => publishNotifications(live, db, notificationIds));
  await live.afterCommit(() => publishActivity(live, db, [activityId]));
  return { id, post };
}

export async function changePost(forum: Forum, access: Access, postId: number, rawText: string) {
  const { db, live } = forum;
  const text = await localImages(forum, access, rawText);
  const { post, thread } = await editPost(db, access, postId, text);
  await live.afterCommit(() => publishPostEdit(live, thread, presentPost(post)));
  // Only the newly mentioned or quoted hear of an edit (post_mentions remembers the others).
  await live.afterCommit(() =>
    notifyMentions(db, live, access, {
      postId: post.id,
      threadId: thread.id,
      categoryId: thread.category_id,
      authorId: post.author_id,
      text: post.content,
    }),
  );
  return presentPost(post);
}

export async function archivePost({ db, live }: Forum, access: Access, postId: number, archived: boolean) {
  const { post, thread } = await setPostArchived(db, access, postId, archived);
  await live.afterCommit(() => publishPostEdit(live, thread, presentPost(post)));
}

export async function removePost({ db, live }: Forum, access: Access, postId: number) {
  const { threadDeleted, thread, post } = await deletePost(db, access, postId);
  await live.afterCommit(() => publishPostDelete(live, thread, post.id, threadDeleted));
  return threadDeleted;
}

export async function subscribe({ db, live }: Forum, access: Access, threadId: number, subscribed: boolean) {
  const thread = await setSubscription(db, access, threadId, subscribed);
  await live.afterCommit(() => publishSubscriptions(live, db, access.userId!, thread.category_id));
}

export async function flagThread({ db, live }: Forum, access: Access, threadId: number, flag: ThreadFlag) {
  const value = await toggleThreadFlag(db, access, threadId, flag);
  await live.afterCommit(() => publishThreadUpdate(live, db, threadId));
  return value;
}

export async function relocateThread(
  { db, live }: Forum,
  access: Access,
  threadId: number,
  targetId: number,
) {
  const moved = await moveThread(db, access, threadId, targetId);
  await live.afterCommit(() => publishThreadUpdate(live, db, threadId, moved.from));
  return moved;
}
