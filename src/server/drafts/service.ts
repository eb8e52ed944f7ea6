import { DRAFT_KEY_PATTERN, DRAFT_MAX_BYTES, DRAFTS_PER_MEMBER, type Draft } from '../../common/drafts.ts';
import { MSG } from '../../common/messages.ts';
import { type Access, can } from '../accounts/permissions.ts';
import type { Db } from '../db/index.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';

const KEY = new RegExp(DRAFT_KEY_PATTERN);

/**
 * Checks a draft key and that the member may still write where it points (issue 17 §6): a thread or
 * category they cannot view, or a conversation they are not in, answers 404 like a missing one.
 */
async function checkKey(db: Db, access: Access, key: string): Promise<void> {
  if (!KEY.test(key)) throw badRequest(MSG.draftKeyInvalid);
  const [kind, raw] = key.split('-') as [string, string];
  if (raw === 'new') return;
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound();
  if (kind === 'reply') {
    const thread = await db
      .selectFrom('threads')
      .select('category_id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!thread || !can(access, thread.category_id, 'view')) throw notFound(MSG.threadNotFound);
  } else if (kind === 'thread') {
    const category = await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst();
    if (!category || !can(access, id, 'view')) throw notFound(MSG.invalidCategory);
  } else {
    const member = await db
      .selectFrom('conversation_participants')
      .select('user_id')
      .where('conversation_id', '=', id)
      .where('user_id', '=', access.userId!)
      .where('left_at', 'is', null)
      .executeTakeFirst();
    if (!member) throw notFound();
  }
}

function present(row: { key: string; title: string; text: string; updated_at: string }): Draft {
  return { key: row.key, title: row.title, text: row.text, updated_at: row.updated_at };
}

/** The member's draft for `key`, or null when there is none. */
export async function getDraft(db: Db, access: Access, key: string): Promise<Draft | null> {
  await checkKey(db, access, key);
  const row = await db
    .selectFrom('drafts')
    .select(['key', 'title', 'text', 'updated_at'])
    .where('user_id', '=', access.userId!)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? present(row) : null;
}

/**
 * Saves the member's draft for `key`, replacing the one before; an empty draft (no text, no title)
 * is deleted instead. A member keeps at most DRAFTS_PER_MEMBER drafts: saving a new one beyond that
 * drops their least recently saved drafts, so saving as they type never fails for it (issue 17 §6).
 */
export async function saveDraft(
  db: Db,
  access: Access,
  key: string,
  input: { text: string; title?: string | undefined },
): Promise<Draft | null> {
  await checkKey(db, access, key);
  const userId = access.userId!;
  const title = input.title ?? '';
  if (Buffer.byteLength(input.text, 'utf8') + Buffer.byteLength(title, 'utf8') > DRAFT_MAX_BYTES)
    throw new HttpError(413, MSG.draftTooLarge);
  if (!input.text.trim() && !title.trim()) {
    await deleteDraft(db, userId, key);
    return null;
  }
  const draft = { key, title, text: input.text, updated_at: new Date().toISOString() };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('drafts')
      .values({ user_id: userId, ...draft })
      .onConflict((oc) =>
        oc.columns(['user_id', 'key']).doUpdateSet({
          title: draft.title,
          text: draft.text,
          updated_at: draft.updated_at,
        }),
      )
      .execute();
    const { n } = await trx
      .selectFrom('drafts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const excess = Number(n) - DRAFTS_PER_MEMBER;
    if (excess <= 0) return;
    const oldest = await trx
      .selectFrom('drafts')
      .select('key')
      .where('user_id', '=', userId)
      .where('key', '!=', key)
      .orderBy('updated_at')
      .orderBy('key')
      .limit(excess)
      .execute();
    await trx
      .deleteFrom('drafts')
      .where('user_id', '=', userId)
      .where(
        'key',
        'in',
        oldest.map((row) => row.key),
      )
      .execute();
  });
  return draft;
}

/** Deletes the member's draft for `key` (nothing when there is none). */
export async function discardDraft(db: Db, access: Access, key: string): Promise<void> {
  if (!KEY.test(key)) throw badRequest(MSG.draftKeyInvalid);
  await deleteDraft(db, access.userId!, key);
}

/**
 * Deletes a draft inside the caller's transaction: a reply or thread is posted, so its draft is done
 * (issue 17 §6 'deleted when the post is made').
 */
export async function deleteDraft(trx: Db, userId: number, key: string): Promise<void> {
  await trx.deleteFrom('drafts').where('user_id', '=', userId).where('key', '=', key).execute();
}
