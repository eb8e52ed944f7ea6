import { BOARD_SIZE, type Board, type Cell, isRemovable } from '../../src/common/tile-tumble/index.ts';
import { DEFAULT_RATE_LIMITS } from '../../src/server/http/rate-limit.ts';
import type { Answer, LoadClient, VirtualMember } from './load-client.ts';
import { RARE_WORDS, seededRandom, sentence, WORDS } from './words.ts';

// The mixed workload, open-loop: arrivals are scheduled at the target rate whatever the server does,
// and each call's latency runs from its scheduled time, so a stalled server is charged for every
// call that waited behind it (no coordinated omission).

export const KINDS = [
  'categories',
  'category',
  'thread',
  'reply',
  'search',
  'purchase',
  'game start',
  'game move',
] as const;
export type Kind = (typeof KINDS)[number];

/** Share of arrivals per action; a game action starts a game when the member has none in play. */
const MIX: Array<
  [action: 'categories' | 'category' | 'thread' | 'reply' | 'search' | 'purchase' | 'game', weight: number]
> = [
  ['categories', 10],
  ['category', 20],
  ['thread', 30],
  ['reply', 10],
  ['search', 10],
  ['purchase', 5],
  ['game', 15],
];
const MIX_TOTAL = MIX.reduce((sum, [, w]) => sum + w, 0);

/** Each member stays under half of each per-client limit, as a person would. */
const BUDGET = {
  search: { max: DEFAULT_RATE_LIMITS.search.max / 2, window: DEFAULT_RATE_LIMITS.search.timeWindow },
  move: { max: DEFAULT_RATE_LIMITS.gameMove.max / 2, window: DEFAULT_RATE_LIMITS.gameMove.timeWindow },
};

/** Members who play Tile Tumble; at 1,000 arrivals/s each makes about 1.5 moves a second. */
const GAME_PLAYERS = 100;

export interface WorkloadData {
  categorySlugs: string[];
  threadIds: number[];
  /** The threads replies go to; the event streams sit in their rooms. */
  hotThreadIds: number[];
  variantIds: number[];
}

export interface KindStats {
  latencies: number[];
  errors: number;
}

export interface RunResult {
  rate: number;
  seconds: number;
  sent: number;
  completed: number;
  stats: Map<Kind, KindStats>;
  /** A few error descriptions, for the report. */
  errorSamples: string[];
  /** How far the arrival timer fell behind its schedule at worst (client overload shows here). */
  maxSchedulerLagMs: number;
}

export class Workload {
  readonly #random: () => number;

  constructor(
    private readonly client: LoadClient,
    private readonly members: VirtualMember[],
    private readonly data: WorkloadData,
    seed = 7,
  ) {
    this.#random = seededRandom(seed);
  }

  #pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.#random() * list.length)]!;
  }

  /**
   * A random member with room left in the given budget. Game actions go to the first GAME_PLAYERS
   * members, so games are played through rather than only started; anyone else steps in when all
   * of those are at their budget.
   */
  #member(budget?: keyof typeof BUDGET): VirtualMember {
    if (!budget) return this.#pick(this.members);
    const pool = budget === 'move' ? this.members.slice(0, GAME_PLAYERS) : this.members;
    const now = performance.now();
    const { max, window } = BUDGET[budget];
    for (let attempt = 0; ; attempt++) {
      const member = this.#pick(attempt < 20 ? pool : this.members);
      const sent = (member.recent.get(budget) ?? []).filter((t) => now - t < window);
      if (sent.length < max) {
        sent.push(now);
        member.recent.set(budget, sent);
        return member;
      }
    }
  }

  /** Runs `rate` arrivals per second (Poisson) for `seconds`, then waits for the stragglers. */
  async run(rate: number, seconds: number): Promise<RunResult> {
    const stats = new Map<Kind, KindStats>(KINDS.map((k) => [k, { latencies: [], errors: 0 }]));
    const errorSamples: string[] = [];
    const pending = new Set<Promise<unknown>>();
    let sent = 0;
    let completed = 0;
    let maxSchedulerLagMs = 0;

    const record = async (kind: Kind, scheduled: number, call: () => Promise<Answer>) => {
      const entry = stats.get(kind)!;
      try {
        const answer = await call();
        if (answer.status < 200 || answer.status >= 300) {
          entry.errors++;
          if (errorSamples.length < 10)
            errorSamples.push(`${kind}: ${answer.status} ${answer.body.slice(0, 160)}`);
          return null;
        }
        entry.latencies.push(performance.now() - scheduled);
        return answer;
      } catch (error) {
        entry.errors++;
        if (errorSamples.length < 10) errorSamples.push(`${kind}: ${(error as Error).message}`);
        return null;
      } finally {
        completed++;
      }
    };

    const started = performance.now();
    const end = started + seconds * 1000;
    let next = started;
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const now = performance.now();
        while (next <= now && next < end) {
          maxSchedulerLagMs = Math.max(maxSchedulerLagMs, now - next);
          const work = this.#arrive(next, record).finally(() => pending.delete(work));
          pending.add(work);
          sent++;
          next += (-Math.log(1 - this.#random()) * 1000) / rate;
        }
        if (next >= end) {
          clearInterval(timer);
          resolve();
        }
      }, 2);
    });
    await Promise.all(pending);
    return { rate, seconds, sent, completed, stats, errorSamples, maxSchedulerLagMs };
  }

  #arrive(
    scheduled: number,
    record: (kind: Kind, scheduled: number, call: () => Promise<Answer>) => Promise<Answer | null>,
  ): Promise<unknown> {
    const action = this.#action();
    const { client, data } = this;
    switch (action) {
      case 'categories': {
        const member = this.#member();
        return record('categories', scheduled, () => client.call('GET', '/api/categories', member));
      }
      case 'category': {
        const member = this.#member();
        const page = this.#random() < 0.8 ? 1 : 2 + Math.floor(this.#random() * 3);
        const path = `/api/category/${this.#pick(data.categorySlugs)}?page=${page}`;
        return record('category', scheduled, () => client.call('GET', path, member));
      }
      case 'thread': {
        const member = this.#member();
        // Half the reads are of the threads being replied to right now, half anywhere.
        const id = this.#random() < 0.5 ? this.#pick(data.hotThreadIds) : this.#pick(data.threadIds);
        return record('thread', scheduled, () => client.call('GET', `/api/thread/${id}`, member));
      }
      case 'reply': {
        const member = this.#member();
        const id = this.#pick(data.hotThreadIds);
        const text = sentence(this.#random, 8 + Math.floor(this.#random() * 20));
        return record('reply', scheduled, () =>
          client.call('POST', `/api/thread/${id}/reply`, member, { text }),
        );
      }
      case 'search': {
        const member = this.#member('search');
        const roll2 = this.#random();
        const q =
          roll2 < 0.7
            ? this.#pick(WORDS)
            : roll2 < 0.85
              ? `${this.#pick(WORDS)} ${this.#pick(WORDS)}`
              : this.#pick(RARE_WORDS);
        const path = `/api/search?q=${encodeURIComponent(q)}&type=all`;
        return record('search', scheduled, () => client.call('GET', path, member));
      }
      case 'purchase': {
        const member = this.#member();
        const variantId = this.#pick(data.variantIds);
        return record('purchase', scheduled, () =>
          client.call('POST', '/api/shop/purchase', member, { variant_id: variantId }),
        );
      }
      case 'game': {
        const member = this.#member('move');
        const turn = member.gameQueue.then(() => this.#play(member, scheduled, record));
        member.gameQueue = turn;
        return turn;
      }
    }
  }

  #action(): (typeof MIX)[number][0] {
    let roll = this.#random() * MIX_TOTAL;
    for (const [action, weight] of MIX) {
      roll -= weight;
      if (roll < 0) return action;
    }
    return 'thread';
  }

  /** One game action of a member: start a game if none is in play, else a valid move on its board. */
  async #play(
    member: VirtualMember,
    scheduled: number,
    record: (kind: Kind, scheduled: number, call: () => Promise<Answer>) => Promise<Answer | null>,
  ): Promise<void> {
    const { client } = this;
    if (!member.game) {
      const answer = await record('game start', scheduled, () =>
        client.call('POST', '/api/games/tiletumble/start', member, {}),
      );
      if (!answer) return;
      const body = JSON.parse(answer.body) as { session_id: number; session_data: { board: Board } };
      member.game = { sessionId: body.session_id, board: body.session_data.board };
      return;
    }
    const game = member.game;
    const cell = this.#removableCell(game.board as Board);
    if (!cell) {
      // The server ends a game without moves itself; this is only a guard against a stuck client.
      member.game = null;
      return;
    }
    const answer = await record('game move', scheduled, () =>
      client.call('POST', '/api/games/tiletumble/move', member, {
        session_id: game.sessionId,
        row: cell[0],
        col: cell[1],
      }),
    );
    if (!answer) {
      member.game = null;
      return;
    }
    const body = JSON.parse(answer.body) as { session_data: { board: Board }; game_over: boolean };
    member.game = body.game_over ? null : { sessionId: game.sessionId, board: body.session_data.board };
  }

  /** A random cell the rules would accept, as a player clicking around the board would pick. */
  #removableCell(board: Board): Cell | null {
    const offset = Math.floor(this.#random() * BOARD_SIZE * BOARD_SIZE);
    for (let k = 0; k < BOARD_SIZE * BOARD_SIZE; k++) {
      const i = (offset + k) % (BOARD_SIZE * BOARD_SIZE);
      const cell: Cell = [Math.floor(i / BOARD_SIZE), i % BOARD_SIZE];
      if (isRemovable(board, cell)) return cell;
    }
    return null;
  }
}

/** Nearest-rank percentile of an ascending list, in ms. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
