import { memo, useState } from 'react';
import type { Post } from '../../../common/forum-types.ts';
import { AuthorLink } from '../../ui/author-link.tsx';
import { Markdown } from '../../ui/markdown.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { Status, useStatus } from '../../ui/status.tsx';
import type { ForumAccess } from './forum-permissions.ts';
import { PostActions, type PostRights } from './post-actions.tsx';
import { PostAvatar } from './post-avatar.tsx';
import { PostEditForm } from './post-edit-form.tsx';
import { PostEdited } from './post-edited.tsx';
import { PostReactions } from './post-reactions.tsx';
import { quotePost } from './quote-store.ts';
import { SelectionQuote } from './selection-quote.tsx';
import '../../ui/forum-markdown.css';

interface PostCardProps {
  post: Post;
  access: ForumAccess;
  /** Locked, closed or archived: only moderators may change anything in it. */
  threadShut: boolean;
  isOpening: boolean;
  threadHasReplies: boolean;
  isTarget: boolean;
  /** The thread is archived: read only, no reactions (issue 17 §3). */
  threadArchived?: boolean;
  onReport: (post: Post) => void;
  onDeleted: (threadDeleted: boolean) => void;
  /** Below the first screen: the body's Markdown waits for an idle moment or the viewport. */
  deferBody?: boolean;
  /** The author is a member the reader ignores (issue 17 §9): the post shows collapsed until asked for. */
  ignored?: boolean;
}

function rightsFor(props: PostCardProps): PostRights {
  const { post, access, threadShut, isOpening, threadHasReplies } = props;
  const isAuthor = access.user !== null && access.user.id === post.author_id;
  const moderator = access.canModerate;
  return {
    manage: moderator || (isAuthor && !threadShut),
    editLabel: isAuthor ? 'Edit' : 'Edit (Guard)',
    canEdit: moderator || !post.archive,
    canDelete: moderator || !(isOpening && threadHasReplies),
    canReport: access.user !== null && !isAuthor,
    // issue 17 §4: whoever may reply here may quote (the reply form is open to them)
    canQuote: access.user !== null && (moderator || (access.canReply && !threadShut)),
  };
}

/** A member reacts to others' posts, not in what is read only (issue 17 §3). */
function canReact({ post, access, threadArchived }: PostCardProps): boolean {
  return access.user !== null && access.user.id !== post.author_id && !post.archive && !threadArchived;
}

/**
 * One post of a thread. Memoized: the thread page re-renders for what is its own (a status message,
 * the report dialog, the next slice of posts) and a hundred cards whose props are the same stay as
 * they are (issue 20 §1).
 */
export const PostCard = memo(function PostCard(props: PostCardProps) {
  const { post, isOpening, isTarget, onReport, onDeleted, deferBody = false, ignored = false } = props;
  const [editing, setEditing] = useState(false);
  const [status, showStatus] = useStatus();
  const rights = rightsFor(props);
  const classes = ['post-card', isOpening && 'post-card--opening', post.archive && 'post-card--archived'];
  if (isTarget) classes.push('is-target');
  const [revealed, setRevealed] = useState(false);
  if (ignored && !revealed)
    return (
      <article
        id={`post-${post.id}`}
        className="post-card post-card--ignored"
        aria-label="Post by a member you ignore"
      >
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setRevealed(true)}>
          Post by a member you ignore (click to show)
        </button>
      </article>
    );

  return (
    <article
      id={`post-${post.id}`}
      className={classes.filter(Boolean).join(' ')}
      aria-label={`Post by ${post.author}`}
    >
      <PostAvatar userId={post.author_id} name={post.author} />
      <div className="post-card__main">
        <header className="post-card__head">
          <div className="post-card__who">
            <AuthorLink name={post.author} className="post-card__author" />
            <span className="post-card__when">
              <RelativeTime date={post.created} />
              {post.edited && <PostEdited post={{ ...post, edited: post.edited }} />}
            </span>
          </div>
          {post.archive && <span className="badge thread-badge thread-badge--archived">Archived</span>}
          <a href={`#post-${post.id}`} className="post-card__anchor" aria-label="Link to this post">
            #
          </a>
        </header>
        {editing ? (
          <PostEditForm
            threadId={post.thread_id}
            postId={post.id}
            initialText={post.content}
            onDone={() => setEditing(false)}
          />
        ) : (
          <Markdown text={post.content} images={post.images} className="post-card__body" defer={deferBody} />
        )}
        {!editing && rights.canQuote && <SelectionQuote post={post} />}
        {!editing && <PostReactions post={post} canReact={canReact(props)} showStatus={showStatus} />}
        {!editing && (
          <footer className="post-card__foot">
            <PostActions
              post={post}
              rights={rights}
              onEdit={() => setEditing(true)}
              onQuote={() => quotePost(post, post.content)}
              onReport={() => onReport(post)}
              onDeleted={onDeleted}
              showStatus={showStatus}
            />
            <Status status={status} className="post-card__status" />
          </footer>
        )}
      </div>
    </article>
  );
});
