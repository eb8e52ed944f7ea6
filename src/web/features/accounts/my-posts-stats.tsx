import type { UserPost } from '../../../common/forum-types.ts';
import { ShortDate } from './my-posts-item.tsx';

interface MyPostsStatsProps {
  total: number;
  threadsStarted: number;
  /** The posts shown on this page. */
  posts: UserPost[];
  /** The newest post overall (the first of page 1), if known. */
  latest: UserPost | undefined;
}

/** The stats bar of My Posts (spec 2 §2). */
export function MyPostsStats({ total, threadsStarted, posts, latest }: MyPostsStatsProps) {
  const categories = new Set(posts.map((post) => post.category_id)).size;
  return (
    <dl className="my-posts-stats" aria-label="Your posting stats">
      <div className="my-posts-stats__item">
        <dt>Total posts</dt>
        <dd>{total.toLocaleString()}</dd>
      </div>
      <div className="my-posts-stats__item">
        <dt>Threads started</dt>
        <dd>{threadsStarted.toLocaleString()}</dd>
      </div>
      <div className="my-posts-stats__item">
        <dt>Categories</dt>
        <dd title="Categories posted in on this page">{categories.toLocaleString()}</dd>
      </div>
      <div className="my-posts-stats__item">
        <dt>Last post</dt>
        <dd>{latest ? <ShortDate date={latest.created} /> : '—'}</dd>
      </div>
    </dl>
  );
}
