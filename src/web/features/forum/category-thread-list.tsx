import { Link } from 'react-router';
import { formatCount } from '../../../common/format-count.ts';
import type { ThreadSummary } from '../../../common/forum-types.ts';
import { PixelSprite } from '../../ui/pixel-sprite.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { bubbleIcon, starIcon } from '../../ui/sprites.ts';
import { UnreadBadge } from '../../ui/unread-badge.tsx';
import { threadHref } from '../../ui/unread-marks.ts';
import { ThreadBadges } from './thread-badges.tsx';

function count(n: number, one: string, many: string) {
  return (
    <span className="thread-row__count">
      <strong>{formatCount(n)}</strong> {n === 1 ? one : many}
    </span>
  );
}

function ThreadRow({ thread, categorySlug }: { thread: ThreadSummary; categorySlug: string }) {
  const classes = [
    'thread-row',
    thread.pinned && 'thread-row--pinned',
    thread.archive && 'thread-row--archived',
  ];
  return (
    <li className={classes.filter(Boolean).join(' ')}>
      <PixelSprite sprite={thread.pinned ? starIcon : bubbleIcon} scale={3} className="thread-row__icon" />
      <div className="thread-row__main">
        <h2 className="thread-row__title">
          <Link to={threadHref(thread, categorySlug)}>{thread.title}</Link> <UnreadBadge marks={thread} />
        </h2>
        <ThreadBadges thread={thread} />
        <p className="thread-row__meta">
          by <strong>{thread.author}</strong> · <RelativeTime date={thread.created} />
        </p>
      </div>
      <p className="thread-row__stats">
        {count(thread.replies, 'reply', 'replies')}
        {count(thread.view_count, 'view', 'views')}
      </p>
      <p className="thread-row__last">
        <span className="muted">Last activity</span>
        <span>
          <strong>{thread.lastactive.author}</strong> · <RelativeTime date={thread.lastactive.created} />
        </span>
      </p>
    </li>
  );
}

export function CategoryThreadList({
  threads,
  categorySlug,
}: {
  threads: readonly ThreadSummary[];
  categorySlug: string;
}) {
  return (
    <ol className="thread-list card">
      {threads.map((thread) => (
        <ThreadRow key={thread.id} thread={thread} categorySlug={categorySlug} />
      ))}
    </ol>
  );
}
