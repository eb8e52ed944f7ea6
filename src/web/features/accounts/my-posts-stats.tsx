import { formatCount } from '../../../common/format-count.ts';
import type { UserPost } from '../../../common/forum-types.ts';
import { Fact } from '../../ui/fact.tsx';
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
      <Fact term="Total posts" className="my-posts-stats__item">
        {formatCount(total)}
      </Fact>
      <Fact term="Threads started" className="my-posts-stats__item">
        {formatCount(threadsStarted)}
      </Fact>
      <div className="my-posts-stats__item">
        <dt>Categories</dt>
        <dd title="Categories posted in on this page">{formatCount(categories)}</dd>
      </div>
      <Fact term="Last post" className="my-posts-stats__item">
        {latest ? <ShortDate date={latest.created} /> : '—'}
      </Fact>
    </dl>
  );
}
