import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { MSG } from '../../src/common/messages.ts';
import { setCategoryPermissions } from '../../src/server/admin/commands.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  type Actor,
  expectRefusal,
  expectStatus,
  freshCategory,
  getJson,
  moderatorGroupFor,
  postAs,
  replyTo,
  reportThread,
  signIn,
  startThread,
  type TestCategory,
  uploadFile,
} from '../support/forum.ts';

// spec 1 §6 and DECISIONS.md 'Accounts, sessions, roles': every forum write call × every kind of caller.

type Role =
  | 'visitor'
  | 'member'
  | 'announcementsMember'
  | 'readOnlyMember'
  | 'hiddenMember'
  | 'author'
  | 'moderator'
  | 'otherModerator'
  | 'admin';

const ROLES: Record<Role, string> = {
  visitor: 'a visitor',
  member: 'a member',
  announcementsMember: 'a member in a category where only administrators post',
  readOnlyMember: 'a member in a category where members may only read',
  hiddenMember: 'a member in a hidden category',
  author: 'the author',
  moderator: 'a moderator of the category',
  otherModerator: 'a moderator of another category',
  admin: 'an administrator',
};

type Refusal = readonly [status: number, message: string];

const LOGIN: Refusal = [401, MSG.loginRequired];
const NOT_MODERATOR: Refusal = [403, MSG.forbidden];
const NOT_YOURS: Refusal = [403, MSG.notYourPost];
const NO_THREAD: Refusal = [404, MSG.threadNotFound];
const NO_POST: Refusal = [404, MSG.postNotFound];
const NO_REPORT: Refusal = [404, MSG.reportNotFound];
const NO_MODERATION: Refusal = [403, MSG.noModeration];

/** Thread moderation (pin, lock, close, archive, move): moderators of the category and administrators. */
const MODERATE: Partial<Record<Role, Refusal>> = {
  visitor: LOGIN,
  member: NOT_MODERATOR,
  announcementsMember: NOT_MODERATOR,
  readOnlyMember: NOT_MODERATOR,
  hiddenMember: NO_THREAD,
  author: NOT_MODERATOR,
  otherModerator: NOT_MODERATOR,
};

/** Edit, delete, archive a post: its author, moderators of the category and administrators. */
const CHANGE_POST: Partial<Record<Role, Refusal>> = {
  visitor: LOGIN,
  member: NOT_YOURS,
  announcementsMember: NOT_YOURS,
  readOnlyMember: NOT_YOURS,
  hiddenMember: NO_POST,
  otherModerator: NOT_YOURS,
};

/** Report, subscribe: anyone signed in who can see the thread. */
const ANY_READER: Partial<Record<Role, Refusal>> = { visitor: LOGIN, hiddenMember: NO_THREAD };

/** Handling a report: moderators of its category and administrators; others do not see it. */
const HANDLE_REPORT: Partial<Record<Role, Refusal>> = {
  visitor: LOGIN,
  member: NO_REPORT,
  announcementsMember: NO_REPORT,
  readOnlyMember: NO_REPORT,
  hiddenMember: NO_REPORT,
  author: NO_REPORT,
  otherModerator: NO_REPORT,
};

/** What one cell acts on: a fresh thread (opened by the author, or by an administrator where members
 * may not post), a reply by the same person, and an open report on the thread. */
interface Scene {
  category: TestCategory;
  threadId: number;
  replyId: number;
  reportId: number;
}

interface Row {
  action: string;
  /** Status of every role not listed in `refusals`. */
  ok: number;
  refusals: Partial<Record<Role, Refusal>>;
  send(scene: Scene, cookie: string | undefined): Promise<LightMyRequestResponse>;
}

let t: TestApp;
let actors: Record<Exclude<Role, 'visitor'>, Actor>;
let open: TestCategory;
let announcements: TestCategory;
let readOnly: TestCategory;
let hidden: TestCategory;
let destination: TestCategory;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  open = await freshCategory(t.database);
  announcements = await freshCategory(t.database, 'announcements');
  readOnly = await freshCategory(t.database);
  await setCategoryPermissions(t.database.db, 'Members', readOnly.slug, ['view']);
  hidden = await freshCategory(t.database, 'hidden');
  destination = await freshCategory(t.database);
  const elsewhere = await freshCategory(t.database);
  const member = await signIn(t);
  actors = {
    member,
    announcementsMember: member,
    readOnlyMember: member,
    hiddenMember: member,
    author: await signIn(t),
    moderator: await signIn(t, ['Moderators']),
    otherModerator: await signIn(t, [await moderatorGroupFor(t.database, elsewhere)]),
    admin: await signIn(t, ['Administrators']),
  };
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const CATEGORY_OF: Partial<Record<Role, () => TestCategory>> = {
  announcementsMember: () => announcements,
  readOnlyMember: () => readOnly,
  hiddenMember: () => hidden,
};

async function sceneFor(role: Role): Promise<Scene> {
  const category = CATEGORY_OF[role]?.() ?? open;
  const starter = category === open ? actors.author : actors.admin;
  const thread = await startThread(t.app, starter, category.id);
  const replyId = await replyTo(t.app, starter, thread.id, "The author's reply");
  const reportId = await reportThread(t, actors.admin, thread.id);
  return { category, threadId: thread.id, replyId, reportId };
}

/** A POST to `path(scene)`; a payload given as a function is read when the cell runs. */
const post =
  (path: (s: Scene) => string, payload?: object | (() => object)) => (s: Scene, cookie: string | undefined) =>
    postAs(t.app, cookie, path(s), typeof payload === 'function' ? payload() : payload);

const ROWS: Row[] = [
  {
    action: 'create thread',
    ok: 201,
    refusals: {
      visitor: [401, MSG.loginToCreateThread],
      announcementsMember: [403, MSG.noPostPermission],
      readOnlyMember: [403, MSG.noPostPermission],
      hiddenMember: [404, MSG.invalidCategory],
    },
    send: post((s) => `/api/category/${s.category.id}/post`, { title: 'A new thread', text: 'Hello' }),
  },
  {
    action: 'reply',
    ok: 201,
    refusals: {
      visitor: [401, MSG.loginToReply],
      readOnlyMember: [403, MSG.noReplyPermission],
      hiddenMember: NO_THREAD,
    },
    send: post((s) => `/api/thread/${s.threadId}/reply`, { text: 'Me too' }),
  },
  {
    action: 'edit post',
    ok: 200,
    refusals: CHANGE_POST,
    send: post((s) => `/api/post/${s.replyId}/edit`, { text: 'Edited' }),
  },
  {
    action: 'delete post',
    ok: 200,
    refusals: CHANGE_POST,
    send: post((s) => `/api/post/${s.replyId}/delete`),
  },
  {
    action: 'archive post',
    ok: 200,
    refusals: CHANGE_POST,
    send: post((s) => `/api/post/${s.replyId}/archive`),
  },
  {
    action: 'unarchive post',
    ok: 200,
    refusals: CHANGE_POST,
    send: post((s) => `/api/post/${s.replyId}/unarchive`),
  },
  ...(['pin', 'lock', 'close', 'archive'] as const).map(
    (flag): Row => ({
      action: `${flag} thread`,
      ok: 200,
      refusals: MODERATE,
      send: post((s) => `/api/thread/${s.threadId}/${flag}`),
    }),
  ),
  {
    action: 'move thread',
    ok: 200,
    refusals: MODERATE,
    send: post(
      (s) => `/api/thread/${s.threadId}/move`,
      () => ({ category_id: destination.id }),
    ),
  },
  {
    action: 'report post',
    ok: 201,
    refusals: { visitor: LOGIN, hiddenMember: NO_POST },
    send: post((s) => `/api/post/${s.replyId}/report`, { category: 'ABUSE', reason: 'Rude' }),
  },
  {
    action: 'report thread',
    ok: 201,
    refusals: ANY_READER,
    send: post((s) => `/api/thread/${s.threadId}/report`, { category: 'SPAM' }),
  },
  {
    action: 'read subscription status',
    ok: 200,
    refusals: ANY_READER,
    send: (s, cookie) => getJson(t.app, `/api/thread/${s.threadId}/subscription`, { cookie }),
  },
  {
    action: 'subscribe',
    ok: 200,
    refusals: ANY_READER,
    send: post((s) => `/api/thread/${s.threadId}/subscribe`),
  },
  {
    action: 'unsubscribe',
    ok: 200,
    refusals: ANY_READER,
    send: post((s) => `/api/thread/${s.threadId}/unsubscribe`),
  },
  {
    action: 'list reports',
    ok: 200,
    refusals: {
      visitor: LOGIN,
      member: NO_MODERATION,
      announcementsMember: NO_MODERATION,
      readOnlyMember: NO_MODERATION,
      hiddenMember: NO_MODERATION,
      author: NO_MODERATION,
    },
    send: (_s, cookie) => getJson(t.app, '/api/moderation/reports', { cookie }),
  },
  {
    action: 'resolve report',
    ok: 200,
    refusals: HANDLE_REPORT,
    send: post((s) => `/api/moderation/reports/${s.reportId}/resolve`),
  },
  {
    action: 'dismiss report',
    ok: 200,
    refusals: HANDLE_REPORT,
    send: post((s) => `/api/moderation/reports/${s.reportId}/dismiss`),
  },
  {
    action: 'upload image',
    ok: 201,
    refusals: { visitor: LOGIN },
    send: (_s, cookie) =>
      uploadFile(t.app, cookie, { filename: 'a.png', contentType: 'image/png', data: png }),
  },
];

const CELLS = ROWS.flatMap((row) =>
  (Object.keys(ROLES) as Role[]).map((role) => ({ row, role, refusal: row.refusals[role] })),
);

describe('forum permission matrix', () => {
  for (const { row, role, refusal } of CELLS) {
    it(`${row.action} by ${ROLES[role]} answers ${refusal?.[0] ?? row.ok}`, async () => {
      const scene = await sceneFor(role);
      const res = await row.send(scene, role === 'visitor' ? undefined : actors[role].cookie);
      if (refusal) expectRefusal(res, refusal[0], refusal[1]);
      else expectStatus(res, row.ok);
    });
  }
});
