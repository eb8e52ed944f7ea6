import type { Whoami } from '../../common/api-types.ts';
import { PRELOAD_ELEMENT_ID } from '../../common/limits.ts';

/** What the server answered inside the page (src/server/http/web.ts, preloadBlock). */
export interface Preloaded {
  whoami?: Whoami;
  /** The API reads the page makes as it opens, by the path it asks them with (page-reads.ts). */
  api?: Record<string, unknown>;
  /** The live log position those answers are current to (X-Live-Position of a read). */
  position?: string;
}

/** Reads the page's data block once; a missing or broken one leaves the page to ask the API. */
export function readPreloaded(doc: Document | undefined = globalThis.document): Preloaded {
  const element = doc?.getElementById(PRELOAD_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    const data = JSON.parse(element.textContent) as Preloaded;
    return data && typeof data === 'object' ? data : {};
  } catch {
    return {};
  }
}

/**
 * How long after the app starts its preloaded answers stand in for a read: long enough for the
 * first screen to mount on a slow phone, short enough that a later refresh (a poll, an invalidated
 * list) asks the server.
 */
export const PAGE_ANSWER_MS = 5_000;

/**
 * The page's answers, each taken once: by the query that shows it first (`initialData`) or by the
 * read the query makes on mount (`apiRequest`). All go at the first write or live event, after
 * which a copy of the page as it was served could be out of date, and when the reader moves to
 * another screen: what they did there (a thread read, marked read) may have changed what a list
 * served with the page says.
 */
export class PageAnswers {
  private answers = new Map<string, unknown>();
  private readonly until: number;
  readonly position: string | null;

  /** `served`: the page's path and query, which its answers are for. */
  constructor(
    preloaded: Preloaded,
    now = Date.now(),
    private readonly served = globalThis.location ? location.pathname + location.search : '',
  ) {
    this.until = now + PAGE_ANSWER_MS;
    this.position = preloaded.position ?? null;
    for (const [path, answer] of Object.entries(preloaded.api ?? {})) {
      this.answers.set(path, answer);
      // a thread's slug look-up answers its first page, which the thread's own query asks by id
      const id = (answer as { id?: unknown } | null)?.id;
      if (path.startsWith('/api/slugs/thread/') && typeof id === 'number')
        this.answers.set(`/api/thread/${id}?page=1`, answer);
    }
  }

  /** The answer for `path` without taking it, while the page's answers stand. */
  peek(path: string, now = Date.now()): unknown {
    return now < this.until ? this.answers.get(path) : undefined;
  }

  /** The answer for `path`, taken: the next read of it asks the server. */
  take(path: string, now = Date.now()): unknown {
    const answer = this.peek(path, now);
    this.answers.delete(path);
    return answer;
  }

  drop(): void {
    this.answers.clear();
  }

  /** The app is now at `pathAndQuery`: anywhere but the page served, the answers go (true). */
  at(pathAndQuery: string): boolean {
    if (pathAndQuery === this.served) return false;
    this.drop();
    return true;
  }
}

export const preloaded: Preloaded = readPreloaded();
export const pageAnswers = new PageAnswers(preloaded);
/** When the page started: its answers are as fresh as this; a restored copy is older. */
export const pageTime = Date.now();

/**
 * A query's first data from the page's answer for `path` (issue 20 §1), through `map` when the
 * query keeps part of the answer: the screen then renders with its data in React's first,
 * time-sliced render, instead of a render of its own when the read comes back. The query still
 * reads on mount when it counts as stale; that read takes the answer.
 */
export function fromPage<T, A = T>(path: string, map?: (answer: A) => T) {
  return {
    initialData: (): T | undefined => {
      const answer = pageAnswers.peek(path) as A | undefined;
      if (answer === undefined) return undefined;
      return map ? map(answer) : (answer as unknown as T);
    },
    initialDataUpdatedAt: pageTime,
  };
}
