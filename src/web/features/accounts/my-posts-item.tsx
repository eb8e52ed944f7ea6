import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { UserPost } from '../../../common/forum-types.ts';
import { formatShortRelativeDate } from '../../../common/relative-time.ts';
import { plainText } from '../../../common/text.ts';
import { needsReadMore, postExcerpt } from './my-posts-excerpt.ts';

const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

/** Spec 2 §9: My Posts uses the short relative date, with the full date on hover. */
export function ShortDate({ date, prefix = '' }: { date: string; prefix?: string }) {
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) return null;
  return (
    <time dateTime={value.toISOString()} title={`${prefix}${fullDate.format(value)}`}>
      {formatShortRelativeDate(value)}
    </time>
  );
}

/** One post of My Posts: its thread, category, date and a plain-text excerpt (never HTML). */
export function MyPostItem({ post }: { post: UserPost }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  // issue 17 §10: the excerpt is the post's readable text, not its markdown
  const text = plainText(post.content);
  const long = needsReadMore(text);
  const threadUrl = `/thread/${post.category_slug}/${post.thread_slug}#post-${post.id}`;

  return (
    <li className="card my-post">
      <div className="my-post__meta">
        <Link to={`/category/${post.category_slug}`} className="badge my-post__category">
          {post.category_name}
        </Link>
        <ShortDate date={post.created} />
        {post.edited && (
          <span className="badge my-post__edited" title={`Edited ${fullDate.format(new Date(post.edited))}`}>
            edited
          </span>
        )}
      </div>
      <h2 className="my-post__title">
        <Link to={threadUrl}>{post.thread_title}</Link>
      </h2>
      <p id={textId} className="my-post__text">
        {expanded || !long ? text : postExcerpt(text)}
      </p>
      {long && (
        <button
          type="button"
          className="my-post__toggle"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show less' : 'Read more'}
        </button>
      )}
    </li>
  );
}
