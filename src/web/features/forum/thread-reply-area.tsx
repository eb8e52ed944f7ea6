import type { Post, ThreadPage } from '../../../common/forum-types.ts';
import { MSG } from '../../../common/messages.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import type { ForumAccess } from './forum-permissions.ts';
import { ThreadReplyForm } from './thread-reply-form.tsx';

/** Why the viewer may not reply, or null when they may (spec 1 §6, DECISIONS.md 'Forum'). */
function replyBlocker(thread: ThreadPage, access: ForumAccess): string | null {
  if (!access.user) return MSG.loginToReply;
  if (access.canModerate) return null;
  if (!access.canReply) return MSG.noReplyPermission;
  if (thread.archive) return MSG.threadArchived;
  if (thread.locked) return MSG.threadLocked;
  if (thread.closed) return MSG.threadClosed;
  return null;
}

export function ThreadReplyArea({
  thread,
  access,
  onPosted,
}: {
  thread: ThreadPage;
  access: ForumAccess;
  onPosted: (post: Post) => void;
}) {
  const blocker = replyBlocker(thread, access);
  if (!blocker) return <ThreadReplyForm threadId={thread.id} onPosted={onPosted} />;
  return (
    <Card tone="muted" className="spread-row reply-blocked">
      <p>{blocker}</p>
      {!access.user && (
        <ButtonLink to="/" size="sm">
          Log in
        </ButtonLink>
      )}
    </Card>
  );
}
