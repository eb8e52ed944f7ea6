import { authorName } from '../../common/members.ts';
import { MSG } from '../../common/messages.ts';
import { type Access, can } from '../accounts/permissions.ts';
import type { Db } from '../db/index.ts';
import { notFound } from '../http/errors.ts';
import type { PostRow } from './present.ts';
import { findPost } from './queries.ts';
import { viewableThread } from './thread-service.ts';

/**
 * issue 17 §7: the author's own edits within this long after posting, while nobody has replied
 * after the post, fold into one revision: the first such edit keeps the text as posted, the later
 * ones add no row (the post's text is their result). A moderator's edit always adds a row, and an
 * author's edit after a moderator's never folds into it.
 */
export const REVISION_FOLD_MS = 5 * 60 * 1000;

export interface Revision {
  text: string;
  edited_at: string;
  editor: { id: number; username: string } | null;
  by_moderator: boolean;
}

/**
 * Keeps the text an edit replaces, inside the edit's transaction (issue 17 §7), unless the edit
 * changes nothing or folds into the author's first revision (REVISION_FOLD_MS).
 */
export async function keepRevision(
  trx: Db,
  post: Pick<PostRow, 'id' | 'thread_id' | 'author_id' | 'created_at'>,
  edit: { before: string; after: string; editorId: number; byModerator: number; at: string },
): Promise<void> {
  if (edit.before === edit.after) return;
  if (await foldsIntoLastRevision(trx, post, edit)) return;
  await trx
    .insertInto('post_revisions')
    .values({
      post_id: post.id,
      content: edit.before,
      editor_id: edit.editorId,
      by_moderator: edit.byModerator,
      edited_at: edit.at,
    })
    .execute();
}

async function foldsIntoLastRevision(
  trx: Db,
  post: Pick<PostRow, 'id' | 'thread_id' | 'author_id' | 'created_at'>,
  edit: { editorId: number; at: string },
): Promise<boolean> {
  if (edit.editorId !== post.author_id) return false;
  if (Date.parse(edit.at) - Date.parse(post.created_at) > REVISION_FOLD_MS) return false;
  const last = await trx
    .selectFrom('post_revisions')
    .select(['editor_id', 'by_moderator'])
    .where('post_id', '=', post.id)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last || last.editor_id !== post.author_id || last.by_moderator === 1) return false;
  const replied = await trx
    .selectFrom('posts')
    .select('id')
    .where('thread_id', '=', post.thread_id)
    .where('id', '>', post.id)
    .limit(1)
    .executeTakeFirst();
  return !replied;
}

/**
 * A post's earlier texts, oldest first, and its current text, for whoever may view the post: an
 * archived post only to its author and the category's moderators, as thread pages show it.
 */
export async function listRevisions(db: Db, access: Access, postId: number) {
  const post = await findPost(db, postId);
  if (!post) throw notFound(MSG.postNotFound);
  const thread = await viewableThread(db, access, post.thread_id).catch(() => {
    throw notFound(MSG.postNotFound);
  });
  if (post.archived === 1 && post.author_id !== access.userId && !can(access, thread.category_id, 'moderate'))
    throw notFound(MSG.postNotFound);
  const rows = await db
    .selectFrom('post_revisions')
    .leftJoin('users', 'users.id', 'post_revisions.editor_id')
    .select([
      'post_revisions.content',
      'post_revisions.edited_at',
      'post_revisions.editor_id',
      'post_revisions.by_moderator',
      'users.username',
    ])
    .where('post_revisions.post_id', '=', post.id)
    .orderBy('post_revisions.id')
    .execute();
  const revisions: Revision[] = rows.map((row) => ({
    text: row.content,
    edited_at: row.edited_at,
    editor:
      row.editor_id !== null && row.username !== null
        ? { id: row.editor_id, username: authorName(row.username) }
        : null,
    by_moderator: row.by_moderator === 1,
  }));
  return {
    post_id: post.id,
    text: post.content,
    created: post.created_at,
    edited: post.edited_at,
    edited_by_moderator: post.edited_by_moderator === 1,
    revisions,
  };
}
