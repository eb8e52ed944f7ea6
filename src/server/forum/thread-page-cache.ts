import type { PostsReactions } from './reaction-service.ts';
import { PageCache } from './read-cache.ts';

/**
 * A thread page's posts, serialized, as everyone who sees the same posts sees them: 'public' (what
 * visitors and members see: no archived posts) or 'all' (moderators of the category). Entries are
 * keyed by the thread's posts_version, which the database moves on any change to the thread's posts
 * (migration 0013-member-reads), so an entry is never stale, on this server or another: a reader
 * checks the version in the same look-up that checks its permission.
 */
export interface CachedPosts {
  /** The page's posts as a JSON array, exactly as the route's schema would write them. */
  json: string;
  /** The page's post ids, in order, and each post's JSON (with `"reactions":[]`), for withReactions. */
  ids: number[];
  parts: string[];
  /** Posts the variant shows in the whole thread (for the page count). */
  total: number;
  /** The highest post id on the page: how far its reader has read (issue 17 §5). */
  lastId: number;
  /** Authors of the thread's archived posts: they see theirs, so they are served without the cache. */
  archivedAuthors: ReadonlySet<number>;
  /** The last whole answer built with these posts, and the page head it was built for. */
  answer?: { head: string; body: Buffer };
  /**
   * The page's reactions as of the thread's reactions_version, and the posts with them put in as
   * a member who gave none of them sees them (read-service.ts withPageReactions).
   */
  reactions?: { version: number; of: PostsReactions; shared?: CachedPosts };
}

export type PostsVariant = 'public' | 'all';

/** Where one page of a thread's posts is kept, as `variant` sees it at `version`. */
export function postsKey(threadId: number, version: number, page: number, variant: PostsVariant): string {
  return `${threadId}:${version}:${page}:${variant}`;
}

/** Thread pages' posts; the time limit only bounds memory held by threads nobody reads any more. */
export const newPostsCache = (ttlMs = 60_000) => new PageCache<CachedPosts>(ttlMs, 2_000);

/**
 * The answer's bytes for `head` (the page without its posts) and `posts`. Reads between two changes
 * of the thread's row share one answer: most of them differ in nothing, so the bytes are built again
 * only when the head does (a view counted, a reply, a pin).
 */
export function threadPageBody(
  head: object,
  posts: CachedPosts,
  serialize: (head: object) => string,
): Buffer {
  const fingerprint = JSON.stringify(head);
  if (posts.answer?.head === fingerprint) return posts.answer.body;
  const body = Buffer.from(withPosts(serialize(head), posts.json));
  // A page of one author's own archived posts is built for them alone, never kept (getThreadPage).
  posts.answer = { head: fingerprint, body };
  return body;
}

/**
 * The answer's bytes: the page without its posts, serialized by the route's schema, with the cached
 * posts put in. A JSON string can't hold a bare `"posts":[]` (its quotes would be escaped), so the
 * only match is the key itself.
 */
export function withPosts(serializedWithoutPosts: string, postsJson: string): string {
  const at = serializedWithoutPosts.indexOf('"posts":[]');
  if (at < 0) throw new Error('thread page without a posts key');
  return `${serializedWithoutPosts.slice(0, at)}"posts":${postsJson}${serializedWithoutPosts.slice(at + 10)}`;
}

const NO_REACTIONS = '"reactions":[]';

/**
 * The page's posts with their reactions put in (issue 17 §3). As in withPosts, a quote inside a
 * post's text is escaped, so the only match is the key itself.
 */
export function withReactions(posts: CachedPosts, reactions: ReadonlyMap<number, unknown[]>): CachedPosts {
  const parts = posts.parts.map((part, i) => {
    const list = reactions.get(posts.ids[i]!);
    const at = part.lastIndexOf(NO_REACTIONS);
    if (!list?.length || at < 0) return part;
    return `${part.slice(0, at)}"reactions":${JSON.stringify(list)}${part.slice(at + NO_REACTIONS.length)}`;
  });
  return {
    json: `[${parts.join(',')}]`,
    ids: posts.ids,
    parts,
    total: posts.total,
    lastId: posts.lastId,
    archivedAuthors: posts.archivedAuthors,
  };
}
