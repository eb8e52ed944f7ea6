import { Link } from 'react-router';
import { formatCount } from '../../../common/format-count.ts';
import type { HighlightRange, SearchPost, SearchThread } from '../../../common/search-types.ts';
import { AuthorLink } from '../../ui/author-link.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { UnreadBadge } from '../../ui/unread-badge.tsx';
import { threadHref } from '../../ui/unread-marks.ts';
import { highlightSegments } from './highlight.ts';

/** Text with its matched words in <mark>: plain text nodes only, never HTML. */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly HighlightRange[] }) {
  return (
    <>
      {highlightSegments(text, ranges).map((segment, index) =>
        segment.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs are fixed for one text and never reorder
          <mark key={index}>{segment.text}</mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

// Canonical URLs (DECISIONS.md 'Routes and slugs'), not the id forms spec 2 §2 names.
export const threadUrl = (categorySlug: string, threadSlug: string) =>
  `/thread/${categorySlug}/${threadSlug}`;
export const postUrl = (post: SearchPost) =>
  `${threadUrl(post.category_slug, post.thread_slug)}${post.thread_page > 1 ? `?page=${post.thread_page}` : ''}#post-${post.id}`;

/** Where and by whom a result was written: its category, author and date. */
function ResultMeta({
  result,
}: {
  result: Pick<SearchPost, 'category_name' | 'category_slug' | 'author' | 'created'>;
}) {
  return (
    <>
      <Link to={`/category/${result.category_slug}`} className="badge badge--link search-result__category">
        {result.category_name}
      </Link>
      <span>
        by <AuthorLink name={result.author} />
      </span>
      <RelativeTime date={result.created} />
    </>
  );
}

export function ThreadResult({ thread }: { thread: SearchThread }) {
  return (
    <li className="card search-result">
      <h3 className="list-title">
        <Link to={threadHref(thread, thread.category_slug)}>
          <HighlightedText text={thread.title} ranges={thread.title_highlights} />
        </Link>{' '}
        <UnreadBadge marks={thread} />
        {thread.trigger_warning && (
          <span className="badge search-result__tw">TW: {thread.trigger_warning}</span>
        )}
      </h3>
      <p className="search-result__meta">
        <ResultMeta result={thread} />
        <span className="search-result__posts">
          {formatCount(thread.post_count)} {thread.post_count === 1 ? 'post' : 'posts'}
        </span>
      </p>
    </li>
  );
}

export function PostResult({ post }: { post: SearchPost }) {
  return (
    <li className="card search-result search-result--post">
      <h3 className="list-title">
        <Link to={postUrl(post)}>{post.thread_title}</Link>
      </h3>
      <p className="search-result__excerpt">
        <HighlightedText text={post.excerpt} ranges={post.highlights} />
      </p>
      <p className="search-result__meta">
        <ResultMeta result={post} />
      </p>
    </li>
  );
}
