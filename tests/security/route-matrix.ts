import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { SOCIAL } from '../../src/common/home-social.ts';
import { BOARD_SIZE, type Board, type Cell } from '../../src/common/tile-tumble/constants.ts';
import { selectGroup } from '../../src/common/tile-tumble/select.ts';
import { issueToken } from '../../src/server/accounts/tokens.ts';
import { setCategoryPermissions } from '../../src/server/admin/commands.ts';
import { createGroupRecord } from '../../src/server/admin/group-service.ts';
import { getSettings } from '../../src/server/admin/settings.ts';
import { queueMail } from '../../src/server/mail/queue.ts';
import { signUnsubscribe } from '../../src/server/mail/unsubscribe.ts';
import { startConversation } from '../../src/server/messages/service.ts';
import { createUser, logIn, type TestApp } from '../support/app.ts';
import { testDialect } from '../support/databases.ts';
import {
  type Actor,
  freshCategory,
  getJson,
  moderatorGroupFor,
  postAs,
  replyTo,
  reportThread,
  signIn,
  startThread,
  type TestCategory,
} from '../support/forum.ts';
import { makeDesign, makeItem } from '../support/shop.ts';
import { plantShout, plantShoutReport } from '../support/shouts.ts';
import { SseClient } from '../support/sse.ts';
import { multipart, solidPng, uploadDesign } from '../support/studio.ts';

// issue 9 §1: every /api route, the request that exercises it, and the status each kind of caller
// gets. route-coverage.test.ts fails when a registered route is missing here; fuzz.test.ts starts
// its hostile requests from these valid ones.

export const ROLES = ['visitor', 'member', 'owner', 'moderator', 'designTeam', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Statuses for [visitor, member, owner (author), moderator of the category, Design Team, administrator]. */
export type Expectation = readonly [number, number, number, number, number, number];

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** A JSON object, or a raw body with its `headers`. */
  payload?: object | Buffer;
  headers?: Record<string, string>;
  /** Overrides the role's own session (null: none). */
  cookie?: string | null;
  /** A server-sent event stream: answered over real HTTP, then closed. */
  stream?: boolean;
  /** For multipart calls: the form `payload` was built from (the fuzzer rebuilds it). */
  form?: { fields: Record<string, string>; file: UploadFile };
}

export interface UploadFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface MatrixContext {
  t: TestApp;
  actors: Record<Exclude<Role, 'visitor'>, Actor>;
  /** An open category the moderator moderates. */
  category: TestCategory;
  /** A second category the moderator also moderates (the destination of moves). */
  destination: TestCategory;
  /** A skin variant, for a valid avatar. */
  skin: number;
  /** Streams opened for join/leave, closed after the run. */
  streams: SseClient[];
  baseUrl: string;
}

export interface RouteCase {
  /** A fresh, valid request as `role` (fixtures are made anew for every role). */
  prepare(ctx: MatrixContext, role: Role): Promise<Call>;
  expect: Expectation;
  /**
   * What a silenced owner gets (issue 16 §4), for every call other than GET that the owner may make:
   * 'refused' (403, the silence message) for a route that writes something others see, 'allowed'
   * (the owner's usual answer) for the rest. route-coverage.test.ts checks both.
   */
  silenced?: 'refused' | 'allowed';
  /** A refused route's own words for a silenced member, when it has them (the shoutbox's). */
  silencedMessage?: string;
}

const all = (status: number): Expectation => [status, status, status, status, status, status];
/** Any signed-in user. */
const signedIn = (status: number): Expectation => [401, status, status, status, status, status];
/** The author, moderators of the category and administrators. */
const authorOrModerator = (status: number): Expectation => [401, 403, status, status, 403, status];
/** Moderators of the category and administrators. */
const moderators = (status: number): Expectation => [401, 403, 403, status, 403, status];
/** Moderators of the category and administrators; a report is not even there for anyone else. */
const hiddenFromNonModerators = (status: number): Expectation => [401, 404, 404, status, 404, status];
/** The creator; those who can't see the design are told it does not exist, the Design Team that it isn't theirs. */
const creatorOnly = (status: number): Expectation => [401, 404, status, 404, 403, 403];
/** The Design Team and administrators; the creator can't review their own. */
const designTeam = (status: number): Expectation => [401, 403, 403, 403, status, status];
/** Administrators only (the admin panel's writes, issue 16 §3). */
const administrators = (status: number): Expectation => [401, 403, 403, 403, 403, status];
/** The owner only; everyone else is told it does not exist. */
const ownerOnly = (status: number): Expectation => [401, 404, status, 404, 404, 404];

export async function createMatrixContext(t: TestApp, baseUrl: string): Promise<MatrixContext> {
  const category = await freshCategory(t.database);
  const destination = await freshCategory(t.database);
  const modGroup = await moderatorGroupFor(t.database, category);
  await setCategoryPermissions(t.database.db, modGroup, destination.slug, ['view', 'reply', 'moderate']);
  const { variantIds } = await makeDesign(t.database, 'skin', [
    { variant_name: 'Matrix skin', is_starter: true, price_coins: 0 },
  ]);
  return {
    t,
    category,
    destination,
    skin: variantIds[0]!,
    streams: [],
    baseUrl,
    actors: {
      member: await signIn(t),
      owner: await signIn(t),
      moderator: await signIn(t, [modGroup]),
      designTeam: await signIn(t, ['Design Team']),
      admin: await signIn(t, ['Administrators']),
    },
  };
}

const json = (method: Call['method'], url: string, payload?: object): Call => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});

async function ownerThread(ctx: MatrixContext) {
  return startThread(ctx.t.app, ctx.actors.owner, ctx.category.id);
}

/** An open offer of 1 coin between the owner (as `from` or `to`) and a member of its own. */
async function tradeWithOwner(ctx: MatrixContext, ownerIs: 'from' | 'to'): Promise<number> {
  const other = await signIn(ctx.t);
  const [from, to] = ownerIs === 'from' ? [ctx.actors.owner, other] : [other, ctx.actors.owner];
  const res = await postAs(ctx.t.app, from.cookie, '/api/trades', {
    to: to.user.username,
    give: { variant_ids: [], coins: 1, gems: 0 },
    get: { variant_ids: [], coins: 0, gems: 0 },
  });
  return res.json().trade.id;
}

/** A reply by the owner in someone else's thread (so it isn't an opening post). */
async function ownerReply(ctx: MatrixContext) {
  const thread = await startThread(ctx.t.app, ctx.actors.member, ctx.category.id);
  return replyTo(ctx.t.app, ctx.actors.owner, thread.id);
}

async function ownerDraft(ctx: MatrixContext): Promise<number> {
  const res = await uploadDesign(ctx.t.app, ctx.actors.owner);
  if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json().design_id;
}

async function ownerSubmitted(ctx: MatrixContext): Promise<{ designId: number; workflowId: number }> {
  const designId = await ownerDraft(ctx);
  const res = await postAs(ctx.t.app, ctx.actors.owner.cookie, '/api/workflow/start', {
    design_id: designId,
  });
  if (res.statusCode !== 200) throw new Error(`workflow start: ${res.statusCode} ${res.body}`);
  return { designId, workflowId: res.json().workflow_id };
}

async function ownerRejected(ctx: MatrixContext): Promise<number> {
  const { designId, workflowId } = await ownerSubmitted(ctx);
  const res = await postAs(ctx.t.app, ctx.actors.designTeam.cookie, `/api/workflow/${workflowId}/action`, {
    action: 'reject',
    reason: 'quality',
    feedback: 'Needs cleaner edges',
  });
  if (res.statusCode !== 200) throw new Error(`reject: ${res.statusCode} ${res.body}`);
  return designId;
}

/** A sprite-builder upload by the owner: `upload-variant` or `upload-sprite`; answers its uuid. */
async function ownerBuilderUpload(ctx: MatrixContext, kind: 'upload-variant' | 'upload-sprite') {
  const body = await pngUpload();
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: `/api/sprite-builder/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: ctx.actors.owner.cookie },
  });
  if (res.statusCode !== 200) throw new Error(`${kind}: ${res.statusCode} ${res.body}`);
  return res.json().uuid as string;
}

const pngFile = async (): Promise<UploadFile> => ({
  filename: 'sprite.png',
  contentType: 'image/png',
  data: await solidPng(30, 40, [200, 40, 40, 255]),
});

async function pngUpload(fields: Record<string, string> = {}) {
  return multipart(fields, [await pngFile()]);
}

async function multipartCall(url: string, fields: Record<string, string> = {}): Promise<Call> {
  const file = await pngFile();
  const body = multipart(fields, [file]);
  return { method: 'POST', url, payload: body.payload, headers: body.headers, form: { fields, file } };
}

async function ownerBuilt(ctx: MatrixContext): Promise<string> {
  const uuid = await ownerBuilderUpload(ctx, 'upload-variant');
  const res = await postAs(ctx.t.app, ctx.actors.owner.cookie, '/api/sprite-builder/build', {
    uuids: [uuid],
  });
  if (res.statusCode !== 200) throw new Error(`build: ${res.statusCode} ${res.body}`);
  return res.json().uuid ?? res.json().sheet_uuid;
}

async function ownerReport(ctx: MatrixContext): Promise<number> {
  const thread = await ownerThread(ctx);
  return reportThread(ctx.t, ctx.actors.member, thread.id);
}

/** A conversation between the owner and a bystander (made by the service, past the daily limit). */
async function ownerConversation(ctx: MatrixContext): Promise<{ id: number; messageId: number }> {
  const other = await createUser(ctx.t.database);
  const owner = ctx.actors.owner.user;
  const id = await startConversation(
    { db: ctx.t.database.db, live: ctx.t.app.live },
    {
      id: owner.id,
      username: owner.username,
      createdAt: new Date().toISOString(),
      staff: true,
      settings: await getSettings(ctx.t.database.db),
    },
    { to: [other.username], title: 'Matrix talk', text: 'Matrix message' },
  );
  const message = await ctx.t.database.db
    .selectFrom('conversation_messages')
    .select('id')
    .where('conversation_id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, messageId: message.id };
}

/** An open report of a message in one of the owner's conversations. */
async function messageReport(ctx: MatrixContext): Promise<number> {
  const { messageId } = await ownerConversation(ctx);
  const row = await ctx.t.database.db
    .insertInto('message_reports')
    .values({
      message_id: messageId,
      reporter_id: ctx.actors.owner.user.id,
      reason: 'Matrix',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The owner's live connection id, with the thread it may join. */
async function ownerStream(ctx: MatrixContext): Promise<{ connectionId: string; threadId: number }> {
  const stream = await SseClient.open(ctx.baseUrl, ctx.actors.owner.cookie);
  ctx.streams.push(stream);
  const thread = await ownerThread(ctx);
  return { connectionId: stream.connected.connection_id, threadId: thread.id };
}

/** A member of nobody's fixtures, for the admin calls that change or delete an account. */
async function bystander(ctx: MatrixContext): Promise<number> {
  return (await createUser(ctx.t.database)).id;
}

/** A new member who asked `role` to be friends (issue 19 §2); their id. */
async function friendRequestTo(ctx: MatrixContext, role: Role): Promise<number> {
  const asker = await signIn(ctx.t);
  if (role !== 'visitor')
    await postAs(ctx.t.app, asker.cookie, `/api/user/${ctx.actors[role].user.id}/friend`);
  return asker.user.id;
}

/** A group of its own (not built in), for the admin calls that change or delete one. */
async function freshGroup(ctx: MatrixContext): Promise<number> {
  return (await createGroupRecord(ctx.t.database.db, { name: `Matrix ${unique()}`, description: '' }, null))
    .id;
}

const groupIdOf = async (ctx: MatrixContext, name: string) =>
  (
    await ctx.t.database.db
      .selectFrom('groups')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

function firstGroup(board: Board): Cell {
  for (let r = 0; r < BOARD_SIZE; r++)
    for (let c = 0; c < BOARD_SIZE; c++) if (selectGroup(board, [r, c]).length >= 2) return [r, c];
  throw new Error('no move on the board');
}

/** The owner's active game (resumed or new, on a board with moves). */
async function ownerGame(ctx: MatrixContext): Promise<{ sessionId: number; cell: Cell }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await postAs(ctx.t.app, ctx.actors.owner.cookie, '/api/games/tiletumble/start', { seed: 7 });
    const { session_id, session_data } = res.json();
    try {
      return { sessionId: session_id, cell: firstGroup(session_data.board) };
    } catch {
      await postAs(ctx.t.app, ctx.actors.owner.cookie, '/api/games/tiletumble/end', { session_id });
    }
  }
  throw new Error('no playable game');
}

const skinOnly = (ctx: MatrixContext) => [
  { item_variant: ctx.skin, layer: -100, custom_offset: { x: 0, y: 0 } },
];

const unique = () => randomBytes(5).toString('hex');

/** A mail to the owner that failed (the sender is off in these tests, so it stays failed). */
async function failedMail(ctx: MatrixContext): Promise<number> {
  const id = await queueMail(ctx.t.database.db, {
    to: ctx.actors.owner.user.email,
    userId: ctx.actors.owner.user.id,
    kind: 'test',
    subject: 'A mail that failed',
    text: 'Hello',
    html: '<p>Hello</p>',
  });
  await ctx.t.database.db
    .updateTable('mail_jobs')
    .set({ status: 'failed', attempts: 8, last_error: '451 Try again later' })
    .where('id', '=', id)
    .execute();
  return id;
}

/** The token of the owner's link to stop mails about mentions. */
async function ownerUnsubscribeToken(ctx: MatrixContext): Promise<string> {
  const { value } = await ctx.t.database.db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', 'unsubscribe')
    .executeTakeFirstOrThrow();
  return signUnsubscribe(value, ctx.actors.owner.user.id, 'email_on_mention');
}

/** A member nobody else uses, for calls that change a member's standing. */
async function spareMember(ctx: MatrixContext): Promise<number> {
  return (await createUser(ctx.t.database)).id;
}

export const ROUTE_MATRIX: Record<string, RouteCase> = {
  // Accounts (spec 1 §3)
  'POST /api/register': {
    prepare: async () =>
      json('POST', '/api/register', {
        username: `r_${unique()}`,
        email: `r_${unique()}@example.test`,
        password: 'password123',
      }),
    expect: all(201),
    silenced: 'allowed',
  },
  'POST /api/login': {
    // Signing in replaces the caller's session: give each role a spare one to lose.
    prepare: async (ctx, role) => {
      const user = await createUser(ctx.t.database);
      return {
        ...json('POST', '/api/login', { email: user.email, password: user.password }),
        cookie: role === 'visitor' ? null : await logIn(ctx.t.app, ctx.actors[role].user),
      };
    },
    expect: all(200),
    silenced: 'allowed',
  },
  'POST /api/logout': {
    // A session of its own, so the shared actors stay signed in.
    prepare: async (ctx, role) => ({
      method: 'POST',
      url: '/api/logout',
      cookie: role === 'visitor' ? null : await logIn(ctx.t.app, ctx.actors[role].user),
    }),
    expect: all(200),
    silenced: 'allowed',
  },
  // A visitor is answered `username: null` (spec 1 §3).
  'GET /api/whoami': { prepare: async () => json('GET', '/api/whoami'), expect: all(200) },
  'POST /api/account_update/': {
    prepare: async (ctx, role) =>
      json('POST', '/api/account_update/', {
        email: `e_${unique()}@example.test`,
        old_password: role === 'visitor' ? 'password123' : ctx.actors[role].user.password,
      }),
    expect: signedIn(200),
    silenced: 'allowed',
  },
  // issue 16 §2: mailed links. The same answer for anyone; a link is its own proof, signed in or not.
  'POST /api/password_reset': {
    prepare: async () => json('POST', '/api/password_reset', { email: `p_${unique()}@example.test` }),
    expect: all(200),
    silenced: 'allowed',
  },
  'POST /api/password_reset/confirm': {
    // Signing in replaces the caller's session: give each role a spare one to lose.
    prepare: async (ctx, role) => {
      const user = await createUser(ctx.t.database);
      const token = await issueToken(ctx.t.database.db, user.id, 'password_reset');
      return {
        ...json('POST', '/api/password_reset/confirm', { token, password: 'new-password' }),
        cookie: role === 'visitor' ? null : await logIn(ctx.t.app, ctx.actors[role].user),
      };
    },
    expect: all(200),
    silenced: 'allowed',
  },
  'POST /api/account/verify_email': {
    prepare: async (ctx) => {
      const user = await createUser(ctx.t.database);
      return json('POST', '/api/account/verify_email', {
        token: await issueToken(ctx.t.database.db, user.id, 'verify_email', user.email),
      });
    },
    expect: all(200),
    silenced: 'allowed',
  },
  // The actors' addresses are verified already.
  'POST /api/account/verify_email/resend': {
    prepare: async () => json('POST', '/api/account/verify_email/resend'),
    expect: signedIn(409),
  },
  'POST /api/account/confirm_email_change': {
    prepare: async (ctx) => {
      const user = await createUser(ctx.t.database);
      const token = await issueToken(
        ctx.t.database.db,
        user.id,
        'email_change',
        `c_${unique()}@example.test`,
      );
      return json('POST', '/api/account/confirm_email_change', { token });
    },
    expect: all(200),
    silenced: 'allowed',
  },

  // Live events (spec 1 §7)
  'GET /api/events': {
    prepare: async () => ({ method: 'GET', url: '/api/events', stream: true }),
    expect: all(200),
  },
  'POST /api/events/:connection_id/join': {
    prepare: async (ctx) => {
      const { connectionId, threadId } = await ownerStream(ctx);
      return json('POST', `/api/events/${connectionId}/join`, { thread_id: threadId });
    },
    expect: [404, 404, 200, 404, 404, 404],
    silenced: 'allowed',
  },
  'POST /api/events/:connection_id/leave': {
    prepare: async (ctx) => {
      const { connectionId, threadId } = await ownerStream(ctx);
      await postAs(ctx.t.app, ctx.actors.owner.cookie, `/api/events/${connectionId}/join`, {
        thread_id: threadId,
      });
      return json('POST', `/api/events/${connectionId}/leave`, { thread_id: threadId });
    },
    expect: [404, 404, 200, 404, 404, 404],
    silenced: 'allowed',
  },

  // Forum reads (spec 1 §4–5)
  'GET /api/categories': { prepare: async () => json('GET', '/api/categories'), expect: all(200) },
  'GET /api/category/:slug': {
    prepare: async (ctx) => json('GET', `/api/category/${ctx.category.slug}?sort=newest&page=1`),
    expect: all(200),
  },
  'GET /api/thread/:id': {
    prepare: async (ctx) => json('GET', `/api/thread/${(await ownerThread(ctx)).id}?page=1`),
    expect: all(200),
  },
  'GET /api/recent_activity': { prepare: async () => json('GET', '/api/recent_activity'), expect: all(200) },
  'GET /api/user/:id/posts': {
    prepare: async (ctx) => json('GET', `/api/user/${ctx.actors.owner.user.id}/posts?page=1`),
    expect: all(200),
  },
  'GET /api/user/by-username/:username': {
    prepare: async (ctx) => json('GET', `/api/user/by-username/${ctx.actors.owner.user.username}`),
    expect: all(200),
  },
  'GET /api/user/:id': {
    prepare: async (ctx) => json('GET', `/api/user/${ctx.actors.owner.user.id}`),
    expect: all(200),
  },
  'GET /api/slugs/category/:slug': {
    prepare: async (ctx) => json('GET', `/api/slugs/category/${ctx.category.slug}`),
    expect: all(302),
  },
  'GET /api/slugs/user/:slug': {
    prepare: async (ctx) => json('GET', `/api/slugs/user/${ctx.actors.owner.user.username}`),
    expect: all(302),
  },
  'GET /api/slugs/thread/:categorySlug/:threadSlug': {
    prepare: async (ctx) =>
      json('GET', `/api/slugs/thread/${ctx.category.slug}/${(await ownerThread(ctx)).slug}`),
    expect: all(302),
  },

  // Forum writes and moderation (spec 1 §5–6)
  'POST /api/category/:id/post': {
    prepare: async (ctx) =>
      json('POST', `/api/category/${ctx.category.id}/post`, { title: `T ${unique()}`, text: 'Opening post' }),
    expect: signedIn(201),
    silenced: 'refused',
  },
  'POST /api/thread/:id/reply': {
    prepare: async (ctx) =>
      json('POST', `/api/thread/${(await ownerThread(ctx)).id}/reply`, { text: 'A reply' }),
    expect: signedIn(201),
    silenced: 'refused',
  },
  'POST /api/post/:id/edit': {
    prepare: async (ctx) => json('POST', `/api/post/${await ownerReply(ctx)}/edit`, { text: 'Edited' }),
    expect: authorOrModerator(200),
    silenced: 'refused',
  },
  'POST /api/post/:id/delete': {
    prepare: async (ctx) => json('POST', `/api/post/${await ownerReply(ctx)}/delete`),
    expect: authorOrModerator(200),
    silenced: 'allowed',
  },
  'POST /api/post/:id/archive': {
    prepare: async (ctx) => json('POST', `/api/post/${await ownerReply(ctx)}/archive`),
    expect: authorOrModerator(200),
    silenced: 'allowed',
  },
  'POST /api/post/:id/unarchive': {
    prepare: async (ctx) => {
      const id = await ownerReply(ctx);
      await postAs(ctx.t.app, ctx.actors.admin.cookie, `/api/post/${id}/archive`);
      return json('POST', `/api/post/${id}/unarchive`);
    },
    expect: authorOrModerator(200),
    silenced: 'allowed',
  },
  'POST /api/post/:id/report': {
    prepare: async (ctx) => json('POST', `/api/post/${await ownerReply(ctx)}/report`, { category: 'SPAM' }),
    expect: signedIn(201),
    silenced: 'allowed',
  },
  // issue 17 §3: never on one's own post (the owner is its author); a silenced member may react.
  'POST /api/post/:id/react': {
    prepare: async (ctx) => json('POST', `/api/post/${await ownerReply(ctx)}/react`, { reaction: 'like' }),
    expect: [401, 200, 403, 200, 200, 200],
    silenced: 'allowed',
  },
  'POST /api/post/:id/unreact': {
    prepare: async (ctx) => json('POST', `/api/post/${await ownerReply(ctx)}/unreact`, { reaction: 'like' }),
    expect: signedIn(200),
    silenced: 'allowed',
  },
  'GET /api/post/:id/reactions': {
    prepare: async (ctx) => json('GET', `/api/post/${await ownerReply(ctx)}/reactions`),
    expect: all(200),
  },
  'POST /api/thread/:id/report': {
    prepare: async (ctx) =>
      json('POST', `/api/thread/${(await ownerThread(ctx)).id}/report`, { category: 'SPAM' }),
    expect: signedIn(201),
    silenced: 'allowed',
  },
  // issue 17 §6–7: drafts are each caller's own; edit history is for whoever may view the post
  'GET /api/drafts/:key': {
    prepare: async (ctx) => json('GET', `/api/drafts/reply-${(await ownerThread(ctx)).id}`),
    expect: signedIn(200),
  },
  'POST /api/drafts/:key': {
    prepare: async (ctx) =>
      json('POST', `/api/drafts/thread-${ctx.category.id}`, {
        title: 'Half a title',
        text: 'Half a thought',
      }),
    expect: signedIn(200),
    silenced: 'refused',
  },
  'POST /api/drafts/:key/delete': {
    prepare: async (ctx) => json('POST', `/api/drafts/reply-${(await ownerThread(ctx)).id}/delete`),
    expect: signedIn(200),
    silenced: 'allowed',
  },
  'GET /api/post/:id/revisions': {
    prepare: async (ctx) => json('GET', `/api/post/${await ownerReply(ctx)}/revisions`),
    expect: all(200),
  },
  'GET /api/notifications': { prepare: async () => json('GET', '/api/notifications'), expect: signedIn(200) },
  // issue 17 §2: the editor's @ autocomplete, members only
  'GET /api/users/mention': {
    prepare: async () => json('GET', '/api/users/mention?q=adm'),
    expect: signedIn(200),
  },
  'POST /api/notifications/read': {
    prepare: async () => json('POST', '/api/notifications/read', { all: true }),
    expect: signedIn(200),
    silenced: 'allowed',
  },
  // issue 17 §5: "Mark all as read"; only the member's own marks change, so a silenced member may.
  'POST /api/category/:id/read': {
    prepare: async (ctx) => json('POST', `/api/category/${ctx.category.id}/read`),
    expect: signedIn(200),
    silenced: 'allowed',
  },
  'GET /api/thread/:id/subscription': {
    prepare: async (ctx) => json('GET', `/api/thread/${(await ownerThread(ctx)).id}/subscription`),
    expect: signedIn(200),
  },
  'POST /api/thread/:id/subscribe': {
    prepare: async (ctx) => json('POST', `/api/thread/${(await ownerThread(ctx)).id}/subscribe`),
    expect: signedIn(200),
    silenced: 'allowed',
  },
  'POST /api/thread/:id/unsubscribe': {
    prepare: async (ctx) => json('POST', `/api/thread/${(await ownerThread(ctx)).id}/unsubscribe`),
    expect: signedIn(200),
    silenced: 'allowed',
  },
  'POST /api/thread/:id/pin': {
    prepare: async (ctx) => json('POST', `/api/thread/${(await ownerThread(ctx)).id}/pin`),
    expect: moderators(200),
  },
  'POST /api/thread/:id/lock': {
    prepare: async (ctx) => json('POST', `/api/thread/${(await ownerThread(ctx)).id}/lock`),
    expect: moderators(200),
  },
  'POST /api/thread/:id/close': {
    prepare: async (ctx) => json('POST', `/api/thread/${(await ownerThread(ctx)).id}/close`),
    expect: moderators(200),
  },
  'POST /api/thread/:id/archive': {
    prepare: async (ctx) => json('POST', `/api/thread/${(await ownerThread(ctx)).id}/archive`),
    expect: moderators(200),
  },
  'POST /api/thread/:id/move': {
    prepare: async (ctx) =>
      json('POST', `/api/thread/${(await ownerThread(ctx)).id}/move`, { category_id: ctx.destination.id }),
    expect: moderators(200),
  },
  'GET /api/moderation/reports': {
    prepare: async () => json('GET', '/api/moderation/reports?status=open'),
    expect: moderators(200),
  },
  'POST /api/moderation/reports/:id/resolve': {
    prepare: async (ctx) => json('POST', `/api/moderation/reports/${await ownerReport(ctx)}/resolve`),
    expect: hiddenFromNonModerators(200),
  },
  'POST /api/moderation/reports/:id/dismiss': {
    prepare: async (ctx) => json('POST', `/api/moderation/reports/${await ownerReport(ctx)}/dismiss`),
    expect: hiddenFromNonModerators(200),
  },

  // Private messages and ignoring (issue 17 §8, §9)
  'POST /api/messages': {
    prepare: async (ctx) =>
      json('POST', '/api/messages', {
        to: [(await createUser(ctx.t.database)).username],
        title: 'Matrix hello',
        text: 'Hello from the matrix',
      }),
    expect: signedIn(201),
    silenced: 'refused',
  },
  'GET /api/messages': { prepare: async () => json('GET', '/api/messages'), expect: signedIn(200) },
  'GET /api/messages/unread': {
    prepare: async () => json('GET', '/api/messages/unread'),
    expect: signedIn(200),
  },
  'GET /api/messages/:id': {
    prepare: async (ctx) => json('GET', `/api/messages/${(await ownerConversation(ctx)).id}`),
    expect: ownerOnly(200),
  },
  'POST /api/messages/:id/reply': {
    prepare: async (ctx) =>
      json('POST', `/api/messages/${(await ownerConversation(ctx)).id}/reply`, { text: 'Matrix reply' }),
    expect: ownerOnly(201),
    silenced: 'refused',
  },
  'POST /api/messages/:id/leave': {
    prepare: async (ctx) => json('POST', `/api/messages/${(await ownerConversation(ctx)).id}/leave`),
    expect: ownerOnly(200),
    silenced: 'allowed',
  },
  'POST /api/messages/:id/report': {
    prepare: async (ctx) => {
      const { id, messageId } = await ownerConversation(ctx);
      return json('POST', `/api/messages/${id}/report`, { message_id: messageId, reason: 'Matrix' });
    },
    expect: ownerOnly(201),
    silenced: 'allowed',
  },
  'GET /api/moderation/message_reports': {
    prepare: async () => json('GET', '/api/moderation/message_reports?status=open'),
    expect: moderators(200),
  },
  'POST /api/moderation/message_reports/:id/resolve': {
    prepare: async (ctx) =>
      json('POST', `/api/moderation/message_reports/${await messageReport(ctx)}/resolve`),
    expect: moderators(200),
  },
  'POST /api/moderation/message_reports/:id/dismiss': {
    prepare: async (ctx) =>
      json('POST', `/api/moderation/message_reports/${await messageReport(ctx)}/dismiss`),
    expect: moderators(200),
  },
  'POST /api/user/:id/ignore': {
    prepare: async (ctx) => json('POST', `/api/user/${await bystander(ctx)}/ignore`),
    expect: signedIn(200),
    silenced: 'allowed',
  },
  'POST /api/user/:id/unignore': {
    prepare: async (ctx) => json('POST', `/api/user/${await bystander(ctx)}/unignore`),
    expect: signedIn(200),
    silenced: 'allowed',
  },
  'GET /api/account/ignored': {
    prepare: async () => json('GET', '/api/account/ignored'),
    expect: signedIn(200),
  },

  // Image uploads for posts
  'POST /api/uploads': {
    prepare: async () => multipartCall('/api/uploads'),
    expect: signedIn(201),
    silenced: 'refused',
  },
  'GET /api/uploads/:id': {
    prepare: async (ctx) => {
      const body = await pngUpload();
      const res = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        payload: body.payload,
        headers: { ...body.headers, cookie: ctx.actors.owner.cookie },
      });
      return json('GET', `/api/uploads/${res.json().id}`);
    },
    expect: all(200),
  },

  // Shop, inventory, avatar (spec 2 §3–4)
  'GET /api/store/items': {
    prepare: async () => json('GET', '/api/store/items?category=top&sort=price&page=1&per_page=12'),
    expect: all(200),
  },
  'GET /api/user/inventory': {
    prepare: async () => json('GET', '/api/user/inventory'),
    expect: signedIn(200),
  },
  'POST /api/shop/purchase': {
    prepare: async (ctx) =>
      json('POST', '/api/shop/purchase', { variant_id: await makeItem(ctx.t.database, { price_coins: 5 }) }),
    expect: signedIn(200),
    silenced: 'allowed',
  },
  'GET /api/transactions/:id': {
    prepare: async (ctx) => {
      const variantId = await makeItem(ctx.t.database, { price_coins: 5 });
      const res = await postAs(ctx.t.app, ctx.actors.owner.cookie, '/api/shop/purchase', {
        variant_id: variantId,
      });
      return json('GET', `/api/transactions/${res.json().transaction_id}`);
    },
    expect: ownerOnly(200),
  },
  'GET /api/user/avatar': { prepare: async () => json('GET', '/api/user/avatar'), expect: signedIn(200) },
  'POST /api/user/avatar': {
    prepare: async (ctx) => json('POST', '/api/user/avatar', { config: skinOnly(ctx) }),
    expect: signedIn(200),
    silenced: 'allowed',
  },
  'GET /api/daily_reward': { prepare: async () => json('GET', '/api/daily_reward'), expect: signedIn(200) },
  'POST /api/daily_reward': {
    // Once a day per member: each role's call finds today's reward unclaimed.
    prepare: async (ctx) => {
      const ids = Object.values(ctx.actors).map((actor) => actor.user.id);
      await ctx.t.database.db.deleteFrom('daily_rewards').where('user_id', 'in', ids).execute();
      return json('POST', '/api/daily_reward');
    },
    expect: signedIn(200),
    silenced: 'allowed',
  },
  'GET /api/user/:id/achievements': {
    prepare: async (ctx) => json('GET', `/api/user/${ctx.actors.owner.user.id}/achievements`),
    expect: all(200),
  },
  'GET /api/user/:id/avatar.png': {
    prepare: async (ctx) => {
      await postAs(ctx.t.app, ctx.actors.owner.cookie, '/api/user/avatar', { config: skinOnly(ctx) });
      return json('GET', `/api/user/${ctx.actors.owner.user.id}/avatar.png?size=medium`);
    },
    expect: all(200),
  },
  // Gifts and trades (issue 18 §3)
  'POST /api/gifts': {
    prepare: async (ctx, role) =>
      json('POST', '/api/gifts', {
        to: (role === 'member' ? ctx.actors.owner : ctx.actors.member).user.username,
        variant_id: await makeItem(ctx.t.database, { price_coins: 1 }),
      }),
    expect: signedIn(200),
    silenced: 'refused',
  },
  'GET /api/gifts': { prepare: async () => json('GET', '/api/gifts'), expect: signedIn(200) },
  'POST /api/trades': {
    prepare: async (ctx) =>
      json('POST', '/api/trades', {
        to: (await signIn(ctx.t)).user.username,
        give: { variant_ids: [], coins: 1, gems: 0 },
        get: { variant_ids: [], coins: 0, gems: 0 },
      }),
    expect: signedIn(200),
    silenced: 'refused',
  },
  'GET /api/trades': { prepare: async () => json('GET', '/api/trades'), expect: signedIn(200) },
  'GET /api/trades/:id': {
    prepare: async (ctx) => json('GET', `/api/trades/${await tradeWithOwner(ctx, 'from')}`),
    expect: ownerOnly(200),
  },
  'GET /api/trades/member/:username': {
    prepare: async (ctx) => json('GET', `/api/trades/member/${ctx.actors.owner.user.username}`),
    expect: signedIn(200),
  },
  'POST /api/trades/:id/accept': {
    prepare: async (ctx) => json('POST', `/api/trades/${await tradeWithOwner(ctx, 'to')}/accept`),
    expect: ownerOnly(200),
    silenced: 'allowed',
  },
  'POST /api/trades/:id/decline': {
    prepare: async (ctx) => json('POST', `/api/trades/${await tradeWithOwner(ctx, 'to')}/decline`),
    expect: ownerOnly(200),
    silenced: 'allowed',
  },
  'POST /api/trades/:id/cancel': {
    prepare: async (ctx) => json('POST', `/api/trades/${await tradeWithOwner(ctx, 'from')}/cancel`),
    expect: ownerOnly(200),
    silenced: 'allowed',
  },
  // Saved outfits, a member's look, buying a look (issue 18 §2)
  'GET /api/outfits': { prepare: async () => json('GET', '/api/outfits'), expect: signedIn(200) },
  'POST /api/outfits': {
    prepare: async (ctx) => json('POST', '/api/outfits', { name: 'Matrix look', config: skinOnly(ctx) }),
    expect: signedIn(200),
    silenced: 'allowed',
  },
  'POST /api/outfits/:id/delete': {
    prepare: async (ctx) => {
      const res = await postAs(ctx.t.app, ctx.actors.owner.cookie, '/api/outfits', {
        name: 'Matrix look',
        config: skinOnly(ctx),
      });
      return json('POST', `/api/outfits/${res.json().outfit.id}/delete`);
    },
    expect: ownerOnly(200),
    silenced: 'allowed',
  },
  'GET /api/user/:id/avatar': {
    prepare: async (ctx) => json('GET', `/api/user/${ctx.actors.owner.user.id}/avatar`),
    expect: all(200),
  },
  'POST /api/shop/purchase_look': {
    prepare: async (ctx) =>
      json('POST', '/api/shop/purchase_look', {
        variant_ids: [await makeItem(ctx.t.database, { price_coins: 5 })],
      }),
    expect: signedIn(200),
    silenced: 'allowed',
  },
  // issue 18 §2: item pages and the wishlist
  'GET /api/shop/item/:id': {
    prepare: async (ctx) => json('GET', `/api/shop/item/${await makeItem(ctx.t.database)}`),
    expect: all(200),
  },
  'GET /api/wishlist': { prepare: async () => json('GET', '/api/wishlist'), expect: signedIn(200) },
  'POST /api/wishlist/:variant_id': {
    prepare: async (ctx) => json('POST', `/api/wishlist/${await makeItem(ctx.t.database)}`),
    expect: signedIn(200),
    silenced: 'allowed',
  },
  'POST /api/wishlist/:variant_id/remove': {
    prepare: async (ctx) => json('POST', `/api/wishlist/${await makeItem(ctx.t.database)}/remove`),
    expect: signedIn(200),
    silenced: 'allowed',
  },
  'GET /api/item/:id/sprite.png': {
    prepare: async (ctx) => json('GET', `/api/item/${await makeItem(ctx.t.database)}/sprite.png`),
    expect: all(200),
  },
  'GET /api/designs/:id/sprite.png': {
    // A draft is private to its creator and the Design Team.
    prepare: async (ctx) => json('GET', `/api/designs/${await ownerDraft(ctx)}/sprite.png`),
    expect: [404, 404, 200, 404, 200, 200],
  },

  // Design studio and review (spec 2 §5–6)
  'GET /api/my-designs': { prepare: async () => json('GET', '/api/my-designs'), expect: signedIn(200) },
  'GET /api/design/:id': {
    prepare: async (ctx) => json('GET', `/api/design/${await ownerDraft(ctx)}`),
    expect: [404, 404, 200, 404, 200, 200],
  },
  'POST /api/designs/upload': {
    prepare: async () =>
      multipartCall('/api/designs/upload', {
        name: `Design ${unique()}`,
        category: 'top',
        sprite_width: '30',
        sprite_height: '40',
        is_body_mod: 'false',
        body_mod_tags: '[]',
        variants: JSON.stringify([{ name: 'Red', price_coins: 10, price_gems: 0 }]),
      }),
    expect: signedIn(200),
    silenced: 'refused',
  },
  'POST /api/design/:id/update-offsets': {
    prepare: async (ctx) => {
      const designId = await ownerDraft(ctx);
      const view = (
        await getJson(ctx.t.app, `/api/design/${designId}`, { cookie: ctx.actors.owner.cookie })
      ).json();
      return json('POST', `/api/design/${designId}/update-offsets`, {
        variant_offsets: { [view.design.variants[0].id]: { x: 2, y: -3 } },
      });
    },
    expect: creatorOnly(200),
    silenced: 'allowed',
  },
  'POST /api/design/:id/reset-to-draft': {
    prepare: async (ctx) => json('POST', `/api/design/${await ownerRejected(ctx)}/reset-to-draft`),
    expect: creatorOnly(200),
    silenced: 'allowed',
  },
  'POST /api/sprite-builder/upload-variant': {
    prepare: async () => multipartCall('/api/sprite-builder/upload-variant'),
    expect: signedIn(200),
    silenced: 'refused',
  },
  'POST /api/sprite-builder/upload-sprite': {
    prepare: async () => multipartCall('/api/sprite-builder/upload-sprite'),
    expect: signedIn(200),
    silenced: 'refused',
  },
  'POST /api/sprite-builder/build': {
    prepare: async (ctx) =>
      json('POST', '/api/sprite-builder/build', { uuids: [await ownerBuilderUpload(ctx, 'upload-variant')] }),
    expect: ownerOnly(200),
    silenced: 'allowed',
  },
  'POST /api/sprite-builder/split-sheet': {
    prepare: async (ctx) =>
      json('POST', '/api/sprite-builder/split-sheet', {
        sheet_uuid: await ownerBuilderUpload(ctx, 'upload-sprite'),
        variant_count: 1,
      }),
    expect: ownerOnly(200),
    silenced: 'allowed',
  },
  'GET /api/sprite-builder/built/:uuid': {
    prepare: async (ctx) => json('GET', `/api/sprite-builder/built/${await ownerBuilt(ctx)}`),
    expect: ownerOnly(200),
  },
  'GET /api/sprite-builder/sheet/:uuid': {
    prepare: async (ctx) =>
      json('GET', `/api/sprite-builder/sheet/${await ownerBuilderUpload(ctx, 'upload-sprite')}`),
    expect: ownerOnly(200),
  },
  'POST /api/workflow/start': {
    prepare: async (ctx) => json('POST', '/api/workflow/start', { design_id: await ownerDraft(ctx) }),
    expect: creatorOnly(200),
    silenced: 'refused',
  },
  'GET /api/workflow/design/:id': {
    prepare: async (ctx) => json('GET', `/api/workflow/design/${(await ownerSubmitted(ctx)).designId}`),
    expect: [401, 404, 200, 404, 200, 200],
  },
  'GET /api/workflow/:id': {
    prepare: async (ctx) => json('GET', `/api/workflow/${(await ownerSubmitted(ctx)).workflowId}`),
    expect: [401, 404, 200, 404, 200, 200],
  },
  'POST /api/workflow/:id/action': {
    prepare: async (ctx) =>
      json('POST', `/api/workflow/${(await ownerSubmitted(ctx)).workflowId}/action`, {
        action: 'approve',
        notes: 'Looks good',
      }),
    expect: designTeam(200),
  },
  'GET /api/admin/design-approval': {
    prepare: async () => json('GET', '/api/admin/design-approval?status=pending'),
    expect: designTeam(200),
  },
  'POST /api/admin/design/:id/approve': {
    prepare: async (ctx) =>
      json('POST', `/api/admin/design/${(await ownerSubmitted(ctx)).designId}/approve`, { notes: 'Fine' }),
    expect: designTeam(200),
  },
  'POST /api/admin/design/:id/reject': {
    prepare: async (ctx) =>
      json('POST', `/api/admin/design/${(await ownerSubmitted(ctx)).designId}/reject`, {
        reason: 'quality',
        feedback: 'Needs cleaner edges',
      }),
    expect: designTeam(200),
  },

  // Suspensions and silencing (issue 16 §4): each call on a member of its own.
  'POST /api/admin/users/:id/suspend': {
    prepare: async (ctx) =>
      json('POST', `/api/admin/users/${await spareMember(ctx)}/suspend`, { until: null, reason: 'Matrix' }),
    expect: administrators(200),
  },
  'POST /api/admin/users/:id/unsuspend': {
    prepare: async (ctx) => json('POST', `/api/admin/users/${await spareMember(ctx)}/unsuspend`),
    expect: administrators(200),
  },
  'POST /api/admin/users/:id/silence': {
    prepare: async (ctx) =>
      json('POST', `/api/admin/users/${await spareMember(ctx)}/silence`, { until: null, reason: 'Matrix' }),
    expect: moderators(200),
  },
  'POST /api/admin/users/:id/unsilence': {
    prepare: async (ctx) => json('POST', `/api/admin/users/${await spareMember(ctx)}/unsilence`),
    expect: moderators(200),
  },

  // The audit log (issue 16 §5)
  'GET /api/admin/audit': {
    prepare: async () => json('GET', '/api/admin/audit?action=user.suspend&page=1'),
    expect: administrators(200),
  },

  // Games (spec 2 §7)
  'GET /api/games/': { prepare: async () => json('GET', '/api/games/'), expect: all(200) },
  'POST /api/games/tiletumble/start': {
    prepare: async () => json('POST', '/api/games/tiletumble/start', { seed: 99 }),
    expect: signedIn(200),
    silenced: 'allowed',
  },
  'POST /api/games/tiletumble/move': {
    prepare: async (ctx) => {
      const { sessionId, cell } = await ownerGame(ctx);
      return json('POST', '/api/games/tiletumble/move', {
        session_id: sessionId,
        row: cell[0],
        col: cell[1],
      });
    },
    expect: ownerOnly(200),
    silenced: 'allowed',
  },
  'POST /api/games/tiletumble/end': {
    prepare: async (ctx) =>
      json('POST', '/api/games/tiletumble/end', { session_id: (await ownerGame(ctx)).sessionId }),
    expect: ownerOnly(200),
    silenced: 'allowed',
  },
  'GET /api/games/tiletumble/leaderboard': {
    prepare: async () => json('GET', '/api/games/tiletumble/leaderboard'),
    expect: all(200),
  },

  // Mail (issue 16 §1): the admin outbox
  'GET /api/admin/mail': {
    prepare: async () => json('GET', '/api/admin/mail?status=failed'),
    expect: [401, 403, 403, 403, 403, 200],
  },
  'GET /api/admin/mail/:id': {
    prepare: async (ctx) => json('GET', `/api/admin/mail/${await failedMail(ctx)}`),
    expect: [401, 403, 403, 403, 403, 200],
  },
  'POST /api/admin/mail/:id/retry': {
    prepare: async (ctx) => json('POST', `/api/admin/mail/${await failedMail(ctx)}/retry`),
    expect: [401, 403, 403, 403, 403, 200],
  },

  'GET /api/account/email_preferences': {
    prepare: async () => json('GET', '/api/account/email_preferences'),
    expect: signedIn(200),
  },
  'PUT /api/account/email_preferences': {
    prepare: async () => json('PUT', '/api/account/email_preferences', { email_on_mention: true }),
    expect: signedIn(200),
    // Choosing which mail to receive writes nothing others see.
    silenced: 'allowed',
  },
  // The token says who: anyone holding the link may use it, signed in or not.
  'POST /api/unsubscribe': {
    prepare: async (ctx) => json('POST', `/api/unsubscribe?token=${await ownerUnsubscribeToken(ctx)}`),
    expect: all(200),
    silenced: 'allowed',
  },
  'GET /api/unsubscribe': {
    prepare: async (ctx) => json('GET', `/api/unsubscribe?token=${await ownerUnsubscribeToken(ctx)}`),
    expect: all(302),
  },

  // Search, statistics, service
  'GET /api/search': {
    prepare: async () => json('GET', '/api/search?q=opening&type=all&page=1'),
    expect: all(200),
  },
  'GET /api/statistics': { prepare: async () => json('GET', '/api/statistics'), expect: all(200) },
  'GET /api/docs': { prepare: async () => json('GET', '/api/docs'), expect: all(200) },

  // Admin panel (issue 16 §3): staff read, administrators change
  'GET /api/admin/dashboard': {
    prepare: async () => json('GET', '/api/admin/dashboard'),
    expect: moderators(200),
  },
  'GET /api/admin/users': {
    prepare: async () => json('GET', '/api/admin/users?q=u_&page=1'),
    expect: moderators(200),
  },
  'POST /api/admin/users': {
    prepare: async (ctx) =>
      json('POST', '/api/admin/users', {
        username: `c_${unique()}`,
        email: `c_${unique()}@example.test`,
        password: 'password123',
        group_ids: [await groupIdOf(ctx, 'Design Team')],
      }),
    expect: administrators(201),
  },
  'GET /api/admin/users/:id': {
    prepare: async (ctx) => json('GET', `/api/admin/users/${ctx.actors.owner.user.id}`),
    expect: moderators(200),
  },
  'PUT /api/admin/users/:id/groups': {
    prepare: async (ctx) =>
      json('PUT', `/api/admin/users/${await bystander(ctx)}/groups`, {
        group_ids: [await groupIdOf(ctx, 'Design Team')],
      }),
    expect: administrators(200),
  },
  'POST /api/admin/users/:id/grant': {
    prepare: async (ctx) =>
      json('POST', `/api/admin/users/${await bystander(ctx)}/grant`, { coins: 5, gems: 1, reason: 'Matrix' }),
    expect: administrators(200),
  },
  'DELETE /api/admin/users/:id': {
    prepare: async (ctx) => json('DELETE', `/api/admin/users/${await bystander(ctx)}`, { reason: 'Matrix' }),
    expect: administrators(200),
  },
  'GET /api/admin/groups': {
    prepare: async () => json('GET', '/api/admin/groups'),
    expect: administrators(200),
  },
  'POST /api/admin/groups': {
    prepare: async () =>
      json('POST', '/api/admin/groups', { name: `Matrix ${unique()}`, description: 'New' }),
    expect: administrators(200),
  },
  'PUT /api/admin/groups/:id': {
    prepare: async (ctx) =>
      json('PUT', `/api/admin/groups/${await freshGroup(ctx)}`, { description: 'Changed' }),
    expect: administrators(200),
  },
  'DELETE /api/admin/groups/:id': {
    prepare: async (ctx) => json('DELETE', `/api/admin/groups/${await freshGroup(ctx)}`),
    expect: administrators(200),
  },
  'PUT /api/admin/permissions': {
    prepare: async (ctx) =>
      json('PUT', '/api/admin/permissions', {
        permissions: [
          {
            group_id: await freshGroup(ctx),
            category_id: ctx.category.id,
            can_view: true,
            can_post: false,
            can_reply: true,
            can_moderate: false,
          },
        ],
      }),
    expect: administrators(200),
  },
  'POST /api/admin/categories': {
    prepare: async () =>
      json('POST', '/api/admin/categories', { title: `Matrix ${unique()}`, description: 'New' }),
    expect: administrators(200),
  },
  'PUT /api/admin/categories/order': {
    prepare: async (ctx) =>
      json('PUT', '/api/admin/categories/order', { ids: [ctx.destination.id, ctx.category.id] }),
    expect: administrators(200),
  },
  'PUT /api/admin/categories/:id': {
    prepare: async (ctx) =>
      json('PUT', `/api/admin/categories/${(await freshCategory(ctx.t.database)).id}`, {
        description: 'Changed',
      }),
    expect: administrators(200),
  },
  'GET /api/admin/check': {
    prepare: async () => json('GET', '/api/admin/check'),
    expect: administrators(200),
  },
  'POST /api/admin/backup': {
    // PostgreSQL has no file to copy: pg_dump (README).
    prepare: async () => json('POST', '/api/admin/backup'),
    expect: administrators(testDialect() === 'sqlite' ? 201 : 409),
  },
  'GET /api/admin/settings': {
    prepare: async () => json('GET', '/api/admin/settings'),
    expect: administrators(200),
  },
  'PUT /api/admin/settings': {
    // A block no test's sign-up meets.
    prepare: async () =>
      json('PUT', '/api/admin/settings', { settings: { blocked_email_domains: ['matrix.invalid'] } }),
    expect: administrators(200),
  },
  // ── issue 19 §1: the shoutbox ──
  'GET /api/shouts': { prepare: async () => json('GET', '/api/shouts'), expect: all(200) },
  'POST /api/shouts': {
    // One shout per member per 15 seconds: each role's call finds its last shout gone.
    prepare: async (ctx) => {
      const ids = Object.values(ctx.actors).map((actor) => actor.user.id);
      await ctx.t.database.db.deleteFrom('shouts').where('user_id', 'in', ids).execute();
      return json('POST', '/api/shouts', { text: `Matrix shout ${unique()}` });
    },
    expect: signedIn(201),
    silenced: 'refused',
    silencedMessage: SOCIAL.shoutSilenced,
  },
  'POST /api/shouts/:id/delete': {
    prepare: async (ctx) =>
      json('POST', `/api/shouts/${await plantShout(ctx.t.database, ctx.actors.owner.user.id)}/delete`),
    expect: authorOrModerator(200),
    silenced: 'allowed',
  },
  'POST /api/shouts/:id/report': {
    // Someone else's shout: nobody reports their own.
    prepare: async (ctx) =>
      json('POST', `/api/shouts/${await plantShout(ctx.t.database, await bystander(ctx))}/report`, {
        reason: 'Matrix',
      }),
    expect: signedIn(201),
    silenced: 'allowed',
  },
  'GET /api/moderation/shout_reports': {
    prepare: async () => json('GET', '/api/moderation/shout_reports?status=open'),
    expect: moderators(200),
  },
  'POST /api/moderation/shout_reports/:id/resolve': {
    prepare: async (ctx) =>
      json(
        'POST',
        `/api/moderation/shout_reports/${await plantShoutReport(ctx.t.database, await bystander(ctx), ctx.actors.member.user.id)}/resolve`,
      ),
    expect: moderators(200),
  },
  'POST /api/moderation/shout_reports/:id/dismiss': {
    prepare: async (ctx) =>
      json(
        'POST',
        `/api/moderation/shout_reports/${await plantShoutReport(ctx.t.database, await bystander(ctx), ctx.actors.member.user.id)}/dismiss`,
      ),
    expect: moderators(200),
  },
  // ── end of the shoutbox ──

  // ── issue 19 §2: friends ──
  'POST /api/user/:id/friend': {
    prepare: async (ctx) => json('POST', `/api/user/${await bystander(ctx)}/friend`),
    expect: signedIn(200),
    silenced: 'allowed',
  },
  'POST /api/user/:id/unfriend': {
    prepare: async (ctx) => json('POST', `/api/user/${await bystander(ctx)}/unfriend`),
    expect: signedIn(200),
    silenced: 'allowed',
  },
  'GET /api/friends': { prepare: async () => json('GET', '/api/friends'), expect: signedIn(200) },
  'POST /api/friends/:id/accept': {
    prepare: async (ctx, role) => json('POST', `/api/friends/${await friendRequestTo(ctx, role)}/accept`),
    expect: signedIn(200),
    silenced: 'allowed',
  },
  'POST /api/friends/:id/decline': {
    prepare: async (ctx, role) => json('POST', `/api/friends/${await friendRequestTo(ctx, role)}/decline`),
    expect: signedIn(200),
    silenced: 'allowed',
  },
  'GET /api/user/:id/friends': {
    prepare: async (ctx) => json('GET', `/api/user/${ctx.actors.owner.user.id}/friends`),
    expect: all(200),
  },
  // ── end of friends ──

  // ── issue 19 §2: friends' activity ──
  'GET /api/friends/activity': {
    prepare: async () => json('GET', '/api/friends/activity'),
    expect: signedIn(200),
  },
  // ── end of friends' activity ──

  // ── issue 19 §3: the spotlight and member privacy ──
  'GET /api/spotlight': {
    prepare: async () => json('GET', '/api/spotlight'),
    expect: all(200),
  },
  'GET /api/admin/spotlight': {
    prepare: async () => json('GET', '/api/admin/spotlight'),
    expect: administrators(200),
  },
  'POST /api/admin/spotlight': {
    // A member of its own, put in the spotlight a few weeks ahead (days no other test looks at).
    prepare: async (ctx) => {
      const { username } = await createUser(ctx.t.database);
      const day = new Date(Date.now() + 50 * 24 * 3_600_000).toISOString().slice(0, 10);
      return json('POST', '/api/admin/spotlight', { day, username });
    },
    expect: administrators(200),
  },
  'GET /api/account/privacy': {
    prepare: async () => json('GET', '/api/account/privacy'),
    expect: signedIn(200),
  },
  'PUT /api/account/privacy': {
    prepare: async () => json('PUT', '/api/account/privacy', { hide_activity: false }),
    expect: signedIn(200),
    // One's own privacy writes nothing others see.
    silenced: 'allowed',
  },
  // ── end of the spotlight ──

  'GET /api/site': { prepare: async () => json('GET', '/api/site'), expect: all(200) },
  'GET /api/health': { prepare: async () => json('GET', '/api/health'), expect: all(200) },
};

/** The role to act as: one whom the valid call succeeds for, so the checks behind sign-in run. */
export function actingRole(route: string): Role {
  const statuses = ROUTE_MATRIX[route]!.expect;
  const preferred: Role[] = ['owner', 'admin', 'designTeam', 'moderator', 'member', 'visitor'];
  return preferred.find((role) => statuses[ROLES.indexOf(role)]! < 400) ?? 'owner';
}

/** Sends `call` as `role`: through inject, or over HTTP for a stream (closed once its status is known). */
export async function send(
  context: MatrixContext,
  role: Role,
  call: Call,
): Promise<LightMyRequestResponse | { statusCode: number }> {
  const cookie =
    call.cookie !== undefined ? call.cookie : role === 'visitor' ? null : context.actors[role].cookie;
  if (call.stream) {
    const controller = new AbortController();
    const response = await fetch(`${context.baseUrl}${call.url}`, {
      headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
      signal: controller.signal,
    });
    controller.abort();
    return { statusCode: response.status };
  }
  const response: LightMyRequestResponse = await context.t.app.inject({
    method: call.method,
    url: call.url,
    ...(call.payload === undefined ? {} : { payload: call.payload }),
    headers: { ...call.headers, ...(cookie ? { cookie } : {}) },
  });
  return response;
}
