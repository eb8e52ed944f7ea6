import { Link } from 'react-router';
import { formatCount } from '../../../common/format-count.ts';
import type { RecentThread } from '../../../common/forum-types.ts';
import { AuthorLink } from '../../ui/author-link.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { UnreadBadge } from '../../ui/unread-badge.tsx';
import { threadHref } from '../../ui/unread-marks.ts';

function count(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** One recently active thread: where it lives, who started it, and who was last there. */
export function RecentThreadItem({ thread }: { thread: RecentThread }) {
  return (
    <li className="card recent-thread">
      <div className="recent-thread__main">
        <Link to={`/category/${thread.category_slug}`} className="badge badge--link recent-thread__category">
          {thread.category_name}
        </Link>
        <h2 className="list-title">
          <Link to={threadHref(thread, thread.category_slug)}>{thread.title}</Link>
          <UnreadBadge marks={thread} />
          {thread.pinned && <span className="recent-thread__flag">pinned</span>}
          {thread.locked && <span className="recent-thread__flag">locked</span>}
        </h2>
        <p className="recent-thread__author">
          by <AuthorLink name={thread.author} />
        </p>
      </div>
      <dl className="recent-thread__stats">
        <div>
          <dt className="visually-hidden">Replies</dt>
          <dd>{count(thread.replies, 'reply', 'replies')}</dd>
        </div>
        <div>
          <dt className="visually-hidden">Views</dt>
          <dd>{count(thread.view_count, 'view', 'views')}</dd>
        </div>
      </dl>
      <p className="recent-thread__last">
        <span className="recent-thread__last-label">Last activity</span>
        <span>
          <AuthorLink name={thread.lastactive.author} />
          {' · '}
          <RelativeTime date={thread.lastactive.created} />
        </span>
      </p>
    </li>
  );
}
