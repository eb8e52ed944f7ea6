import { grantAchievement } from '../achievements/service.ts';
import type { Db } from '../db/index.ts';

const POSTS_FOR_CHATTERBOX = 100;

/**
 * issue 18 §1: a member's first post and 100th post earn achievements. Called in the transaction
 * that wrote the post, with the post count that write answered (its UPDATE holds the member's row,
 * so the count is this post's). Answers the notification ids to publish after the commit.
 */
export async function grantPostAchievements(trx: Db, authorId: number, postCount: number): Promise<number[]> {
  const ids = await grantAchievement(trx, authorId, 'first_post');
  if (postCount >= POSTS_FOR_CHATTERBOX) ids.push(...(await grantAchievement(trx, authorId, 'posts_100')));
  return ids;
}
