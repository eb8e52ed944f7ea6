import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Post } from '../../../common/forum-types.ts';
import { RelativeTime } from '../../ui/relative-time.tsx';

// The edit history and its diff library load only when someone opens it.
const RevisionDialog = lazy(() => import('./revision-dialog.tsx'));

/** "edited 5 minutes ago" (and "by a moderator") as a button that opens the edit history (issue 17 §7). */
export function PostEdited({ post }: { post: Post & { edited: string } }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <span className="post-card__edited">
      {' · '}
      <button
        type="button"
        className="post-card__edited-button"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        edited <RelativeTime date={post.edited} />
        {post.edited_by_moderator && ' by a moderator'}
      </button>
      {wanted &&
        createPortal(
          <Suspense fallback={null}>
            <RevisionDialog post={post} open={open} onClose={() => setOpen(false)} />
          </Suspense>,
          document.body,
        )}
    </span>
  );
}
