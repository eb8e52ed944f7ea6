import { useState } from 'react';
import type { Post } from '../../../common/forum-types.ts';
import { ApiError, failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import type { Tone } from '../../ui/status.tsx';
import { FORUM_MSG } from './forum-messages.ts';
import { useDeletePost, useSetPostArchived } from './post-mutations.ts';

/** What the viewer may do with one post, worked out by the post card. */
export interface PostRights {
  /** Edit, archive and delete: the author while the thread is open to them, or a moderator. */
  manage: boolean;
  editLabel: 'Edit' | 'Edit (Guard)';
  canEdit: boolean;
  canDelete: boolean;
  canReport: boolean;
  /** Quote the post into the reply form (issue 17 §4). */
  canQuote: boolean;
}

interface PostActionsProps {
  post: Post;
  rights: PostRights;
  onEdit: () => void;
  onReport: () => void;
  onQuote: () => void;
  onDeleted: (threadDeleted: boolean) => void;
  showStatus: (text: string, tone: Tone) => void;
}

const pick = (error: unknown, failed: string, unreachable: string) =>
  error instanceof ApiError ? failureMessage(error, failed) : unreachable;

export function PostActions({
  post,
  rights,
  onEdit,
  onReport,
  onQuote,
  onDeleted,
  showStatus,
}: PostActionsProps) {
  const archive = useSetPostArchived(post.thread_id);
  const remove = useDeletePost(post.thread_id);
  const [confirming, setConfirming] = useState(false);

  const toggleArchive = () => {
    const next = !post.archive;
    archive.mutate(
      { postId: post.id, archive: next },
      {
        onSuccess: () => showStatus(next ? 'Post archived' : 'Post unarchived', 'success'),
        onError: (error) =>
          showStatus(
            next
              ? pick(error, FORUM_MSG.archiveFailed, FORUM_MSG.archiveError)
              : pick(error, FORUM_MSG.unarchiveFailed, FORUM_MSG.unarchiveError),
            'error',
          ),
      },
    );
  };

  const confirmDelete = () =>
    remove.mutate(post.id, {
      onSuccess: ({ thread_deleted }) => onDeleted(thread_deleted),
      onError: (error) => {
        setConfirming(false);
        showStatus(pick(error, FORUM_MSG.deleteFailed, FORUM_MSG.deleteError), 'error');
      },
    });

  if (confirming) {
    return (
      <div className="post-actions post-actions--confirm">
        <span className="post-actions__question">Delete this post for good?</span>
        <Button
          variant="danger"
          size="sm"
          busy={remove.isPending}
          busyLabel="Deleting…"
          onClick={confirmDelete}
        >
          Yes, delete
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setConfirming(false)}
          disabled={remove.isPending}
        >
          Cancel
        </Button>
      </div>
    );
  }

  if (!rights.manage && !rights.canReport && !rights.canQuote) return null;
  return (
    <div className="post-actions">
      {rights.canQuote && (
        <Button variant="ghost" size="sm" onClick={onQuote} aria-label={`Quote the post by ${post.author}`}>
          Quote
        </Button>
      )}
      {rights.manage && rights.canEdit && (
        <Button variant="ghost" size="sm" onClick={onEdit}>
          {rights.editLabel}
        </Button>
      )}
      {rights.manage && (
        <Button variant="ghost" size="sm" busy={archive.isPending} onClick={toggleArchive}>
          {post.archive ? 'Unarchive' : 'Archive'}
        </Button>
      )}
      {rights.manage && rights.canDelete && (
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      )}
      {rights.canReport && (
        <Button variant="ghost" size="sm" className="post-actions__report" onClick={onReport}>
          Report
        </Button>
      )}
    </div>
  );
}
