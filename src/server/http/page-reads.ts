/**
 * The API reads a page makes as it opens, answered inside the page (issue 20 §1), as Discourse's
 * PreloadStore does: on a phone each read was a round trip after the scripts had run, a request
 * start on the main thread, and a render of its own outside React's time-sliced first render.
 *
 * Each path is written exactly as the web app asks it (src/web), since the app takes a preloaded
 * answer only for the very URL it would fetch; `e2e/page-reads.spec.ts` opens every page below and
 * fails on a read the page still makes, so a URL that drifts from the app's is found.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parsePage, parseReportFilter, parseSort, type ThreadPage } from '../../common/forum-types.ts';
import { queryProblem, readSearchParams } from '../../common/search-params.ts';

/** Answers one API GET as the page's viewer; undefined when it did not answer 200 with JSON. */
export type ApiRead = (path: string) => Promise<unknown>;

/** What the layout asks on every page: the site's name and description (header, footer, title). */
const LAYOUT = ['/api/site'];
/** What the header adds on a member's page: unread messages and the notifications' first page. */
const MEMBER_HEADER = ['/api/messages/unread', '/api/notifications?page=1'];

/** The home page's panels (src/web/features/home). */
const HOME = [
  '/api/statistics',
  '/api/daily_reward',
  '/api/account/ignored',
  '/api/shouts',
  '/api/friends/activity',
  '/api/store/items?sort=date&per_page=3',
  '/api/spotlight',
  '/api/games/tiletumble/leaderboard',
  '/api/category/announcements?sort=newest&page=1',
  '/api/recent_activity',
];

/** A path segment as the app writes it: decoded from the page's URL, then encodeURIComponent. */
function segment(raw: string): string | null {
  try {
    return encodeURIComponent(decodeURIComponent(raw));
  } catch {
    return null;
  }
}

/** A thread page's URL as the app reads it by slug (`/thread/{category}/{slug}`); null for others. */
function threadSlugPath(url: URL): string | null {
  const [first, second, third, ...rest] = url.pathname.split('/').slice(1);
  if (first !== 'thread' || !second || !third || rest.length > 0 || url.searchParams.has('unread'))
    return null;
  const category = segment(second);
  const thread = segment(third);
  if (!category || !thread || /^\d+$/.test(second)) return null;
  return `/api/slugs/thread/${category}/${thread}`;
}

/** Text before an opening post's first image short enough that the image is on the first screen. */
const LEAD_IMAGE_WITHIN = 280;

/**
 * The image a page will paint largest, from its answers: on a thread's first page, the site image
 * the opening post starts with (a design review's sprite sheet). Null when there is none, or when
 * text comes first, so that no image below the first screen is fetched ahead of the scripts.
 */
export function leadImage(url: URL, answers: Record<string, unknown>): string | null {
  const slugPath = threadSlugPath(url);
  if (!slugPath || parsePage(url.searchParams.get('page')) !== 1) return null;
  const thread = answers[slugPath] as Partial<ThreadPage> | undefined;
  const opening = thread?.posts?.[0];
  if (!opening?.images || thread?.pagination?.page !== 1) return null;
  let lead: { src: string; at: number } | null = null;
  for (const { src } of opening.images) {
    const at = opening.content.indexOf(`(${src}`);
    if (at >= 0 && (lead === null || at < lead.at)) lead = { src, at };
  }
  return lead && lead.at <= LEAD_IMAGE_WITHIN ? lead.src : null;
}

/** The page's URL; its origin does not matter, only its path and query. */
export function pageUrl(requestUrl: string): URL {
  return new URL(requestUrl, 'http://page');
}

/**
 * Reads what the page at `url` asks first, through `read`; the answers are collected by the caller.
 * A page this does not know reads only what the layout shows, and asks for the rest itself.
 */
export async function readPageData(url: URL, signedIn: boolean, read: ApiRead): Promise<void> {
  const reads: Array<Promise<unknown>> = [...LAYOUT, ...(signedIn ? MEMBER_HEADER : [])].map(read);
  const parts = url.pathname.split('/').slice(1);
  const search = url.searchParams;
  const [first, second, third] = parts;
  const only = (length: number) => parts.length === length;

  if (first === 'home' && only(1) && signedIn) reads.push(...HOME.map(read));
  else if (first === 'forum' && only(1)) reads.push(read('/api/categories'));
  else if (first === 'category' && only(2) && second) {
    const slug = segment(second);
    const sort = parseSort(search.get('sort'));
    const page = parsePage(search.get('page'));
    if (slug) {
      const query = new URLSearchParams({ sort, page: String(page) });
      reads.push(read(`/api/category/${slug}?${query}`));
      // the new-threads box watches the newest threads on a first page (category-new-threads.ts)
      if (sort !== 'newest' && page === 1)
        reads.push(read(`/api/category/${slug}?${new URLSearchParams({ sort: 'newest', page: '1' })}`));
    }
  } else if (first === 'thread') {
    const slugPath = threadSlugPath(url);
    if (slugPath) {
      if (signedIn) reads.push(read('/api/account/ignored'));
      const page = parsePage(search.get('page'));
      reads.push(
        read(slugPath).then((answer) => {
          const id = (answer as { id?: unknown } | undefined)?.id;
          if (typeof id !== 'number') return undefined;
          return Promise.all([
            page > 1 ? read(`/api/thread/${id}?page=${page}`) : undefined,
            // a member's subscription toggle and their saved reply (thread-page.tsx)
            ...(signedIn ? [read(`/api/thread/${id}/subscription`), read(`/api/drafts/reply-${id}`)] : []),
          ]);
        }),
      );
    }
  } else if (first === 'shop' && only(1) && [...search.keys()].length === 0) {
    const query = new URLSearchParams({
      category: 'all',
      search: '',
      sort: 'date',
      page: '1',
      per_page: '100',
    });
    reads.push(read(`/api/store/items?${query}`));
    if (signedIn) reads.push(read('/api/user/inventory'), read('/api/user/avatar'));
  } else if (first === 'shop' && second === 'item' && only(3) && third && /^[1-9]\d{0,8}$/.test(third)) {
    reads.push(read(`/api/shop/item/${third}`));
    // a member sees the item on their saved look (use-shopper.ts)
    if (signedIn) reads.push(read('/api/user/inventory'), read('/api/user/avatar'));
  } else if (first === 'wardrobe' && only(1) && signedIn) {
    reads.push(read('/api/user/inventory'), read('/api/user/avatar'), read('/api/outfits'));
  } else if (first === 'games' && second === 'tile-tumble' && only(2)) {
    reads.push(read('/api/games/tiletumble/leaderboard'));
  } else if (first === 'games' && only(1)) {
    reads.push(read('/api/games/'), read('/api/games/tiletumble/leaderboard'));
  } else if (first === 'trades' && only(1) && signedIn) {
    reads.push(read('/api/trades'), read('/api/gifts'));
  } else if (first === 'profile' && only(2) && second) {
    const username = segment(second);
    if (username) {
      if (signedIn) reads.push(read('/api/user/avatar'), read('/api/account/ignored'));
      reads.push(
        read(`/api/user/by-username/${username}`).then((answer) => {
          const id = (answer as { id?: unknown } | undefined)?.id;
          if (typeof id !== 'number') return undefined;
          return Promise.all([read(`/api/user/${id}/friends`), read(`/api/user/${id}/achievements`)]);
        }),
      );
    }
  } else if (first === 'moderation' && second === 'reports' && only(2) && signedIn) {
    // the forum's queue and the private messages' and shouts' beside it (moderation-reports-page.tsx);
    // a member who is not a moderator is answered 403, which is left out, and the page shows it
    const status = parseReportFilter(search.get('status'));
    for (const queue of ['reports', 'message_reports', 'shout_reports'])
      reads.push(read(`/api/moderation/${queue}?status=${status}`));
  } else if (first === 'search' && only(1)) {
    const { q, type, page } = readSearchParams(search);
    if (q !== '' && queryProblem(q) === null) {
      reads.push(read(`/api/search?${new URLSearchParams({ q, type, page: String(page) })}`));
    }
  }
  await Promise.all(reads);
}

/** How long a page waits for its reads; what has not answered by then, the page asks for itself. */
export const PAGE_READS_BUDGET_MS = 1_000;

/** The request headers an API read of the page is made with: the viewer's own, minus the page's. */
function readHeaders(request: FastifyRequest): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined && !SKIPPED_HEADERS.has(name)) headers[name] = value;
  headers.accept = 'application/json';
  return headers;
}

/** A page's conditional and encoding headers are about the page, not its reads. */
const SKIPPED_HEADERS = new Set([
  'accept',
  'accept-encoding',
  'if-none-match',
  'if-modified-since',
  'content-length',
  'content-type',
  'connection',
]);

/**
 * The answers of the page's first reads, by the path the app asks them with: each is made inside
 * this server (`app.inject`) as the page's viewer (their cookie, address and agent), so it answers
 * exactly what the app would have been answered. A read that fails, or is still running after
 * PAGE_READS_BUDGET_MS, is left out; the page then asks for it.
 */
export async function pageData(
  app: FastifyInstance,
  request: FastifyRequest,
  signedIn: boolean,
): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  let open = true;
  const headers = readHeaders(request);
  const read: ApiRead = async (path) => {
    if (!open) return undefined;
    try {
      let response = await app.inject({
        method: 'GET',
        url: path,
        headers,
        remoteAddress: request.socket.remoteAddress,
      });
      // the slug look-ups redirect to the thread (the browser's fetch follows them the same way)
      const location = response.headers.location;
      if (
        response.statusCode >= 300 &&
        response.statusCode < 400 &&
        typeof location === 'string' &&
        location.startsWith('/api/')
      )
        response = await app.inject({
          method: 'GET',
          url: location,
          headers,
          remoteAddress: request.socket.remoteAddress,
        });
      if (
        response.statusCode !== 200 ||
        !String(response.headers['content-type']).startsWith('application/json')
      )
        return undefined;
      const answer: unknown = response.json();
      if (open) answers[path] = answer;
      return answer;
    } catch (error) {
      request.log.warn({ err: error, path }, 'a page read failed; the page asks for it');
      return undefined;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    readPageData(pageUrl(request.url), signedIn, read),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, PAGE_READS_BUDGET_MS);
    }),
  ]);
  clearTimeout(timer);
  open = false;
  return answers;
}
