import { createHash } from 'node:crypto';
import { newMemberThreadLimit, postTooSoon, STANDING, tooManyInPost } from '../../common/messages.ts';
import { countLinks } from '../../common/post-links.ts';
import type { Settings } from '../admin/settings.ts';
import type { Db } from '../db/index.ts';
import { HttpError } from '../http/errors.ts';
import { addToPostCount, type CountedAuthor } from './counters.ts';

/** A member's first day (issue 16 §6): the stricter limits apply. */
const FIRST_DAY_MS = 24 * 3_600_000;

export type FloodSettings = Pick<
  Settings,
  | 'post_interval_seconds'
  | 'new_member_post_interval_seconds'
  | 'new_member_threads_per_day'
  | 'duplicate_post_window_seconds'
  | 'new_member_max_links'
  | 'new_member_max_images'
>;

/** Who is posting, and the limits that hold for them now. */
export interface Poster {
  id: number;
  /** When their account was made (users.created_at). */
  createdAt: string;
  /** Staff are exempt from flood control. */
  staff: boolean;
  settings: FloodSettings;
}

const tooSoon = (ms: number) => new HttpError(429, postTooSoon(Math.max(1, Math.ceil(ms / 1000))));

/** The text a duplicate is recognised by: its words, whatever the spacing around them. */
function textHash(text: string): string {
  return createHash('sha256').update(text.trim().replace(/\s+/g, ' ')).digest('hex');
}

/**
 * Checks a reply or a new thread against the flood limits (issue 16 §6) inside the transaction that
 * writes it, so a refusal stores nothing. The interval and the duplicate check are one conditional
 * UPDATE of the member's row: two quick posts, on any app servers, cannot both pass it (the row's
 * lock orders them on PostgreSQL; SQLite has one writer). 429 when too soon or past the new
 * member's thread limit, 422 for the same text twice in a row or too many links or images.
 */
export async function checkFlood(
  trx: Db,
  poster: Poster,
  kind: 'reply' | 'thread',
  text: string,
  now = new Date(),
): Promise<void> {
  await passFlood(trx, poster, kind, text, now, false);
}

/**
 * checkFlood for a post, adding it to the member's post count in the same UPDATE of their row (one
 * round trip fewer while a reply holds its thread's lock, issue 15 §4); answers the count with it,
 * and their name. Staff, exempt from the limits, only have their count moved.
 */
export async function checkFloodCountingPost(
  trx: Db,
  poster: Poster,
  kind: 'reply' | 'thread',
  text: string,
  now = new Date(),
): Promise<CountedAuthor> {
  return (await passFlood(trx, poster, kind, text, now, true))!;
}

/** checkFlood; with `countPost`, also adds one to the member's post count and answers it with their name. */
async function passFlood(
  trx: Db,
  poster: Poster,
  kind: 'reply' | 'thread',
  text: string,
  now: Date,
  countPost: boolean,
): Promise<CountedAuthor | undefined> {
  if (poster.staff) return countPost ? addToPostCount(trx, poster.id, 1) : undefined;
  const { settings } = poster;
  const newMember = now.getTime() - Date.parse(poster.createdAt) < FIRST_DAY_MS;
  if (newMember) {
    const { links, images } = countLinks(text);
    if (links > settings.new_member_max_links)
      throw new HttpError(422, tooManyInPost('links', settings.new_member_max_links));
    if (images > settings.new_member_max_images)
      throw new HttpError(422, tooManyInPost('images', settings.new_member_max_images));
  }
  const intervalMs =
    1000 * (newMember ? settings.new_member_post_interval_seconds : settings.post_interval_seconds);
  const duplicateMs = 1000 * settings.duplicate_post_window_seconds;
  const hash = textHash(text);
  const at = now.toISOString();
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const passed = await trx
    .updateTable('users')
    .set((eb) => ({
      last_post_at: at,
      last_post_hash: hash,
      ...(countPost ? { post_count: eb('post_count', '+', 1) } : {}),
    }))
    .where('id', '=', poster.id)
    // A limit of 0 is no limit: not even a post racing this one with a later clock reading holds it.
    .where((eb) =>
      eb.and([
        ...(intervalMs > 0
          ? [eb.or([eb('last_post_at', 'is', null), eb('last_post_at', '<=', before(intervalMs))])]
          : []),
        ...(duplicateMs > 0
          ? [
              eb.or([
                eb('last_post_hash', 'is', null),
                eb('last_post_hash', '!=', hash),
                eb('last_post_at', '<=', before(duplicateMs)),
              ]),
            ]
          : []),
      ]),
    )
    .returning(['post_count', 'username'])
    .executeTakeFirst();
  if (!passed) {
    const last = await trx
      .selectFrom('users')
      .select('last_post_at')
      .where('id', '=', poster.id)
      .executeTakeFirstOrThrow();
    const waitMs = Date.parse(last.last_post_at ?? at) + intervalMs - now.getTime();
    if (waitMs > 0) throw tooSoon(waitMs);
    throw new HttpError(422, STANDING.duplicatePost);
  }
  if (kind === 'thread' && newMember) {
    // Counted after the update above: a racing thread of the same member has committed by now.
    const { n } = await trx
      .selectFrom('threads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('author_id', '=', poster.id)
      .where('created_at', '>=', poster.createdAt)
      .executeTakeFirstOrThrow();
    if (Number(n) >= settings.new_member_threads_per_day)
      throw new HttpError(429, newMemberThreadLimit(settings.new_member_threads_per_day));
  }
  return passed;
}
