import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Board, type Cell, findMove, type GameState } from '../../src/common/tile-tumble/index.ts';
import { createCategory, createUser, grantCurrency } from '../../src/server/admin/commands.ts';
import { checkInvariants } from '../../src/server/admin/invariants.ts';
import { parseDatabaseUrl } from '../../src/server/config.ts';
import { type DbHandle, openDatabase } from '../../src/server/db/index.ts';
import { startGame } from '../../src/server/games/tile-tumble.ts';
import { TEST_HASH_COST } from '../support/app.ts';
import { createFreshDatabase, type FreshDatabase, testDialect } from '../support/databases.ts';
import {
  type Answer,
  callServer,
  crashAllServers,
  logInTo,
  type ServerProcess,
  startServer,
} from '../support/server-process.ts';
import { makeDesign, makeItem } from '../support/shop.ts';

// Crash safety (issue §3): the real server, a burst of concurrent writes, SIGKILL in the middle of
// it, a restart on the same database; every write the server acknowledged must still be there and
// the data whole (checkInvariants). The database is this file's own: invariants cover every row.

interface Account {
  id: number;
  username: string;
  email: string;
  cookie: string;
}

type Ack =
  | { kind: 'thread' | 'reply'; threadId: number; postId: number; text: string }
  | { kind: 'purchase'; buyer: Account; variantId: number; transactionId: number }
  | { kind: 'move'; sessionId: number; moves: number; cell: Cell; coins: number }
  | { kind: 'workflow'; designId: number; workflowId: number; threadId: number }
  | { kind: 'review'; workflowId: number; reviewerId: number; status: 'pending' | 'approved' };

type PostAck = Extract<Ack, { kind: 'thread' | 'reply' }>;

interface KillPoint {
  label: string;
  /** Kill once this many writes were acknowledged, ... */
  acks: number;
  /** ... and (when set) once every kind of write was acknowledged at least once. */
  everyKind?: boolean;
}

const ACK_KINDS: Ack['kind'][] = ['thread', 'reply', 'purchase', 'move', 'workflow', 'review'];

interface GameAnswer {
  session_id: number;
  session_data: { board: Board; moves: number };
}
interface MoveAnswer {
  coins_earned: number;
  game_over: boolean;
  session_data: { board: Board; moves: number };
}
interface PostView {
  id: number;
  content: string;
}

const PASSWORD = 'crash-safety-1';
const PLAYER_BUDGET = { coins: 5_000, gems: 200 };

let fresh: FreshDatabase;
let server: ServerProcess | null = null;
let members: Account[] = [];
let reviewers: Account[] = [];
let creator: Account;
let categoryId: number;
let variants: number[] = [];
const threads: number[] = [];

const openDb = () => openDatabase(parseDatabaseUrl(fresh.url));

async function withDb<T>(work: (database: DbHandle) => Promise<T>): Promise<T> {
  const database = openDb();
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** One JSON call to the current server. */
const call = <T>(method: 'GET' | 'POST', path: string, cookie: string, body?: object) =>
  callServer<T>(server!, method, path, cookie, body);

async function logIn(account: Omit<Account, 'cookie'>): Promise<Account> {
  return { ...account, cookie: await logInTo(server!, account.email, PASSWORD) };
}

async function newAccount(database: DbHandle, role: string, groups: string[] = []) {
  const username = `${role}_${randomBytes(4).toString('hex')}`;
  const email = `${username}@crash.test`;
  const id = await createUser(database.db, { username, email, password: PASSWORD, groups }, TEST_HASH_COST);
  await grantCurrency(database.db, username, PLAYER_BUDGET.coins, PLAYER_BUDGET.gems, 'Crash test budget');
  return { id, username, email };
}

/** The server of the current round, started (again) when a previous round left none running. */
async function runningServer(): Promise<ServerProcess> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null)
    server = await startServer(fresh.url);
  return server;
}

/**
 * Concurrent writers against one server process, recording what it acknowledged; kills it with
 * SIGKILL at the kill point. A request the kill cut off is neither acknowledged nor refused.
 */
class Burst {
  readonly acks: Ack[] = [];
  readonly unexpected: string[] = [];
  cutOff = 0;
  killed = false;
  private crashed: Promise<void> | null = null;

  constructor(
    private readonly target: ServerProcess,
    private readonly point: KillPoint,
  ) {}

  /** POSTs JSON; null when the request was cut off by the kill (or not sent after it). */
  async post<T>(account: Account, path: string, body: object, expected: number[]): Promise<Answer<T> | null> {
    if (this.killed) return null;
    try {
      const answer = await callServer<T>(this.target, 'POST', path, account.cookie, body);
      if (!expected.includes(answer.status))
        this.unexpected.push(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer;
    } catch (error) {
      if (this.killed) {
        this.cutOff++;
        return null;
      }
      this.unexpected.push(`${path}: ${String(error)}`);
      return null;
    }
  }

  /** A 2xx answer reached the client: the write must survive whatever happens next. */
  acknowledge(ack: Ack): void {
    this.acks.push(ack);
    const { acks, everyKind } = this.point;
    if (this.acks.length < acks) return;
    if (everyKind && !ACK_KINDS.every((kind) => this.acks.some((a) => a.kind === kind))) return;
    void this.kill();
  }

  kill(): Promise<void> {
    if (!this.crashed) {
      this.killed = true;
      this.crashed = this.target.crash();
    }
    return this.crashed;
  }
}

async function forumWriter(burst: Burst, member: Account, round: number) {
  for (let i = 0; i < 80 && !burst.killed; i++) {
    const text = `Round ${round} ${member.username} #${i} ${randomBytes(3).toString('hex')}`;
    if (i % 4 === 3) {
      const res = await burst.post<{ id: number; post_id: number }>(
        member,
        `/api/category/${categoryId}/post`,
        { title: text, text },
        [201],
      );
      if (res?.status !== 201) continue;
      burst.acknowledge({ kind: 'thread', threadId: res.body.id, postId: res.body.post_id, text });
      threads.push(res.body.id);
    } else {
      const threadId = threads[randomInt(threads.length)]!;
      const res = await burst.post<{ id: number }>(member, `/api/thread/${threadId}/reply`, { text }, [201]);
      if (res?.status === 201) burst.acknowledge({ kind: 'reply', threadId, postId: res.body.id, text });
    }
  }
}

async function shopper(burst: Burst, member: Account) {
  for (let i = 0; i < 60 && !burst.killed; i++) {
    const variantId = variants[randomInt(variants.length)]!;
    // 409: the limited variant sold out, or already owned max_owned times.
    const res = await burst.post<{ transaction_id: number }>(
      member,
      '/api/shop/purchase',
      { variant_id: variantId },
      [200, 409],
    );
    if (res?.status === 200)
      burst.acknowledge({
        kind: 'purchase',
        buyer: member,
        variantId,
        transactionId: res.body.transaction_id,
      });
  }
}

async function player(burst: Burst, member: Account) {
  const start = () => burst.post<GameAnswer>(member, '/api/games/tiletumble/start', {}, [200]);
  let game = await start();
  for (let i = 0; game?.status === 200 && i < 20 && !burst.killed; i++) {
    const { session_id } = game.body;
    const cell = findMove(game.body.session_data.board);
    if (!cell) {
      game = await start();
      continue;
    }
    // 429: the server-wide move limit (120 in 10 s from one address) can run out in a long round.
    const res = await burst.post<MoveAnswer>(
      member,
      '/api/games/tiletumble/move',
      { session_id, row: cell[0], col: cell[1] },
      [200, 429],
    );
    if (res?.status !== 200) return;
    burst.acknowledge({
      kind: 'move',
      sessionId: session_id,
      moves: res.body.session_data.moves,
      cell,
      coins: res.body.coins_earned,
    });
    game = res.body.game_over ? await start() : { status: 200, body: { session_id, ...res.body } };
  }
}

/** Submits the drafts for review; the reviewers pick up each workflow as it is acknowledged. */
async function submitter(burst: Burst, drafts: number[], workflows: number[], done: { value: boolean }) {
  try {
    for (const designId of drafts) {
      const res = await burst.post<{ workflow_id: number; thread_id: number }>(
        creator,
        '/api/workflow/start',
        { design_id: designId },
        [200],
      );
      if (res?.status !== 200) return;
      burst.acknowledge({
        kind: 'workflow',
        designId,
        workflowId: res.body.workflow_id,
        threadId: res.body.thread_id,
      });
      workflows.push(res.body.workflow_id);
    }
  } finally {
    done.value = true;
  }
}

async function reviewer(burst: Burst, account: Account, workflows: number[], submitted: { value: boolean }) {
  const acted = new Set<number>();
  for (let idle = 0; !burst.killed && idle < 1_000; ) {
    const open = workflows.filter((id) => !acted.has(id));
    if (open.length === 0) {
      if (submitted.value) return;
      idle++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      continue;
    }
    const workflowId = open[randomInt(open.length)]!;
    acted.add(workflowId);
    const res = await burst.post<{ status: 'pending' | 'approved' }>(
      account,
      `/api/workflow/${workflowId}/action`,
      { action: 'approve', notes: 'Crash-tested' },
      [200],
    );
    if (res?.status === 200)
      burst.acknowledge({ kind: 'review', workflowId, reviewerId: account.id, status: res.body.status });
  }
}

/**
 * Fresh material for a round, written while the server idles: drafts to submit, and for every
 * member a new game 10 points short of a milestone, so the burst's first move on it pays coins.
 */
async function prepareRound(): Promise<{ queued: number[]; drafts: number[] }> {
  return withDb(async (database) => {
    const drafts: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { designId } = await makeDesign(database, 'top', [{ variant_name: 'Red', price_coins: 20 }], {
        status: 'draft',
        creatorId: creator.id,
      });
      drafts.push(designId);
    }
    const now = new Date().toISOString();
    for (const member of members) {
      await database.db
        .updateTable('game_sessions')
        .set({ status: 'ended', ended_at: now, updated_at: now })
        .where('user_id', '=', member.id)
        .where('status', '=', 'active')
        .execute();
      const { session_id } = await startGame(database.db, member.id, randomInt(0, 2 ** 31 - 1));
      const session = await database.db
        .selectFrom('game_sessions')
        .select('state')
        .where('id', '=', session_id)
        .executeTakeFirstOrThrow();
      const state = { ...(JSON.parse(session.state) as GameState), score: 9_990, milestones: 0 };
      await database.db
        .updateTable('game_sessions')
        .set({ state: JSON.stringify(state), score: state.score })
        .where('id', '=', session_id)
        .execute();
    }
    // Two submissions reviewed from the start of the burst; the rest are submitted during it.
    return { queued: drafts.slice(0, 2), drafts: drafts.slice(2) };
  });
}

async function runBurst(target: ServerProcess, point: KillPoint, round: number) {
  const { queued, drafts } = await prepareRound();
  const workflows: number[] = [];
  for (const designId of queued) {
    const res = await call<{ workflow_id: number }>('POST', '/api/workflow/start', creator.cookie, {
      design_id: designId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    workflows.push(res.body.workflow_id);
  }
  const burst = new Burst(target, point);
  const submitted = { value: false };
  const writers = [
    ...members.flatMap((member) => [
      forumWriter(burst, member, round),
      shopper(burst, member),
      player(burst, member),
    ]),
    submitter(burst, drafts, workflows, submitted),
    ...reviewers.map((account) => reviewer(burst, account, workflows, submitted)),
  ];
  await Promise.all(writers);
  const finishedFirst = !burst.killed;
  // Should every writer finish before the kill point, the kill still comes: all was acknowledged.
  await burst.kill();
  return { burst, finishedFirst };
}

/** Every page of a thread's posts, read through the API. */
async function threadPosts(threadId: number, viewer: Account): Promise<PostView[] | null> {
  const posts: PostView[] = [];
  for (let page = 1; ; page++) {
    const res = await call<{ posts: PostView[]; meta: { total_pages: number } }>(
      'GET',
      `/api/thread/${threadId}?page=${page}`,
      viewer.cookie,
    );
    if (res.status !== 200) return null;
    posts.push(...res.body.posts);
    if (page >= res.body.meta.total_pages) return posts;
  }
}

/** What of the acknowledged writes cannot be found after the restart (empty when all survived). */
async function missingAcknowledged(acks: Ack[], database: DbHandle): Promise<string[]> {
  const missing: string[] = [];
  const viewer = members[0]!;

  const posts = acks.filter((a): a is PostAck => a.kind === 'thread' || a.kind === 'reply');
  const readThreads = new Map<number, PostView[] | null>();
  for (const threadId of new Set(posts.map((a) => a.threadId)))
    readThreads.set(threadId, await threadPosts(threadId, viewer));
  const stored = new Set((await database.db.selectFrom('posts').select('id').execute()).map((row) => row.id));
  for (const ack of posts) {
    const seen = readThreads.get(ack.threadId)?.find((p) => p.id === ack.postId);
    if (seen?.content !== ack.text || !stored.has(ack.postId))
      missing.push(`${ack.kind} post ${ack.postId} in thread ${ack.threadId}`);
  }

  const purchases = acks.filter((a) => a.kind === 'purchase');
  for (const buyer of new Set(purchases.map((a) => a.buyer))) {
    const mine = purchases.filter((a) => a.buyer === buyer);
    const inventory = await call<{ items: Array<{ id: number; quantity: number }> }>(
      'GET',
      '/api/user/inventory',
      buyer.cookie,
    );
    for (const variantId of new Set(mine.map((a) => a.variantId))) {
      const bought = mine.filter((a) => a.variantId === variantId).length;
      const owned = inventory.body.items.find((item) => item.id === variantId)?.quantity ?? 0;
      if (owned < bought)
        missing.push(`${buyer.username} owns ${owned} of variant ${variantId}, bought ${bought}`);
    }
    for (const ack of mine) {
      const row = await call<{ transaction: { kind: string; ref_id: number } }>(
        'GET',
        `/api/transactions/${ack.transactionId}`,
        buyer.cookie,
      );
      if (
        row.status !== 200 ||
        row.body.transaction.kind !== 'purchase' ||
        row.body.transaction.ref_id !== ack.variantId
      )
        missing.push(`ledger row ${ack.transactionId} of ${buyer.username}'s purchase`);
    }
  }

  const moves = acks.filter((a) => a.kind === 'move');
  for (const sessionId of new Set(moves.map((a) => a.sessionId))) {
    const session = await database.db
      .selectFrom('game_sessions')
      .select(['move_log', 'coins_earned'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    const log = JSON.parse(session.move_log) as Cell[];
    const acked = moves.filter((a) => a.sessionId === sessionId);
    for (const ack of acked)
      if (JSON.stringify(log[ack.moves - 1]) !== JSON.stringify(ack.cell))
        missing.push(`move ${ack.moves} of game ${sessionId}: logged ${JSON.stringify(log[ack.moves - 1])}`);
    const paid = acked.reduce((sum, a) => sum + a.coins, 0);
    if (session.coins_earned < paid)
      missing.push(`game ${sessionId} earned ${session.coins_earned}, paid ${paid}`);
  }

  for (const ack of acks.filter((a) => a.kind === 'workflow')) {
    const workflow = await database.db
      .selectFrom('design_workflows')
      .select(['design_id', 'thread_id'])
      .where('id', '=', ack.workflowId)
      .executeTakeFirst();
    const opening = await threadPosts(ack.threadId, viewer);
    if (workflow?.design_id !== ack.designId || workflow.thread_id !== ack.threadId || !opening?.length)
      missing.push(`workflow ${ack.workflowId} of design ${ack.designId}`);
  }

  for (const ack of acks.filter((a) => a.kind === 'review')) {
    const action = await database.db
      .selectFrom('workflow_actions')
      .select('action')
      .where('workflow_id', '=', ack.workflowId)
      .where('user_id', '=', ack.reviewerId)
      .executeTakeFirst();
    if (action?.action !== 'approve')
      missing.push(`approval of workflow ${ack.workflowId} by ${ack.reviewerId}`);
    if (ack.status === 'approved') {
      const design = await database.db
        .selectFrom('design_workflows as w')
        .innerJoin('designs as d', 'd.id', 'w.design_id')
        .select(['w.status as workflow', 'd.status as design'])
        .where('w.id', '=', ack.workflowId)
        .executeTakeFirstOrThrow();
      if (design.workflow !== 'approved' || design.design !== 'approved')
        missing.push(`publication of workflow ${ack.workflowId}: ${JSON.stringify(design)}`);
    }
  }
  return missing;
}

/** A few ordinary writes on the restarted server: it works, not merely answers /api/health. */
async function writesAfterRestart() {
  const member = members[1]!;
  const reply = await call('POST', `/api/thread/${threads[0]}/reply`, member.cookie, { text: 'Back up' });
  const purchase = await call('POST', '/api/shop/purchase', member.cookie, { variant_id: variants[0] });
  const game = await call<GameAnswer>('POST', '/api/games/tiletumble/start', member.cookie, {});
  const cell = findMove(game.body.session_data.board)!;
  const move = await call('POST', '/api/games/tiletumble/move', member.cookie, {
    session_id: game.body.session_id,
    row: cell[0],
    col: cell[1],
  });
  return [reply.status, purchase.status, game.status, move.status];
}

const KILL_POINTS: KillPoint[] = [
  { label: 'after the first 10 acknowledged writes', acks: 10 },
  { label: 'once every kind of write was acknowledged', acks: 30, everyKind: true },
];

describe(`crash safety (${testDialect()})`, () => {
  beforeAll(async () => {
    fresh = await createFreshDatabase(testDialect(), 'crash');
    const accounts = await withDb(async (database) => {
      categoryId = await createCategory(database.db, { title: `Crash ${randomBytes(4).toString('hex')}` });
      variants = [
        await makeItem(database, { price_coins: 3, max_owned: 10_000 }),
        await makeItem(database, { price_coins: 5, price_gems: 1, max_owned: 10_000 }),
        // Scarce: buyers race for the stock and the per-member limit.
        await makeItem(database, { price_coins: 10, remaining_stock: 12, max_owned: 2 }),
      ];
      const made = { members: [] as Omit<Account, 'cookie'>[], reviewers: [] as Omit<Account, 'cookie'>[] };
      for (let i = 0; i < 5; i++) made.members.push(await newAccount(database, 'member'));
      for (let i = 0; i < 3; i++)
        made.reviewers.push(await newAccount(database, 'reviewer', ['Design Team']));
      return { ...made, creator: await newAccount(database, 'creator') };
    });
    server = await startServer(fresh.url);
    members = await Promise.all(accounts.members.map(logIn));
    reviewers = await Promise.all(accounts.reviewers.map(logIn));
    creator = await logIn(accounts.creator);
    for (const member of members.slice(0, 3)) {
      const res = await call<{ id: number }>('POST', `/api/category/${categoryId}/post`, member.cookie, {
        title: `Before the crash ${member.username}`,
        text: 'Opening post',
      });
      expect(res.status).toBe(201);
      threads.push(res.body.id);
    }
  }, 120_000);

  afterAll(async () => {
    await crashAllServers();
    await fresh?.drop();
  });

  it.each(KILL_POINTS.map((point, round) => ({ ...point, round })))(
    'keeps every acknowledged write when SIGKILLed $label',
    async (point) => {
      const began = Date.now();
      const target = await runningServer();
      const { burst, finishedFirst } = await runBurst(target, point, point.round);
      expect(burst.unexpected).toEqual([]);
      expect(finishedFirst, 'every writer finished before the kill point').toBe(false);
      expect(burst.acks.length).toBeGreaterThanOrEqual(point.acks);

      const restarting = Date.now();
      server = await startServer(fresh.url);
      const restartMs = Date.now() - restarting;
      const health = await call<{ status: string }>('GET', '/api/health', '');
      expect(health.body.status).toBe('ok');
      await withDb(async (database) => {
        expect(await missingAcknowledged(burst.acks, database)).toEqual([]);
        expect(await checkInvariants(database.db)).toEqual([]);
        expect(await writesAfterRestart()).toEqual([201, 200, 200, 200]);
        expect(await checkInvariants(database.db)).toEqual([]);
      });

      const kinds = new Map<string, number>();
      for (const ack of burst.acks) kinds.set(ack.kind, (kinds.get(ack.kind) ?? 0) + 1);
      console.info(
        `${testDialect()} ${point.label}: ${burst.acks.length} acknowledged ` +
          `(${[...kinds].map(([kind, n]) => `${kind} ${n}`).join(', ')}), ${burst.cutOff} cut off` +
          (finishedFirst ? ', burst finished before the kill' : '') +
          `; restart ${restartMs} ms, round ${Date.now() - began} ms`,
      );
    },
    // A server start takes 2–4 s, and several times that on a loaded machine.
    120_000,
  );
});
