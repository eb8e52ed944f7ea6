/** Reactions to a post (issue 17 §3): a fixed set, in the order they are shown. */
import type { Static } from '@sinclair/typebox';
import type { ReactionCountSchema } from './schemas/forum.ts';

export const REACTIONS = ['like', 'love', 'laugh', 'wow', 'sad', 'coin'] as const;

export type Reaction = (typeof REACTIONS)[number];

/** What each reaction is called, on its chip and in the picker. */
export const REACTION_LABELS: Record<Reaction, string> = {
  like: 'Like',
  love: 'Love',
  laugh: 'Laugh',
  wow: 'Wow',
  sad: 'Sad',
  // Cito's own: a spinning CitoCoin.
  coin: 'Worth a coin',
};

/** One reaction on a post: how many members gave it, and whether the caller is one of them. */
export type ReactionCount = Static<typeof ReactionCountSchema>;

/** Members listed per reaction in "who reacted". */
export const REACTORS_LISTED = 50;

/** Whether `value` names a reaction of the set. */
export function isReaction(value: unknown): value is Reaction {
  return typeof value === 'string' && (REACTIONS as readonly string[]).includes(value);
}

/** "Like, 1 member" / "Like, 3 members": a chip's accessible name. */
export function reactionSummary(reaction: Reaction, count: number): string {
  return `${REACTION_LABELS[reaction]}, ${count} ${count === 1 ? 'member' : 'members'}`;
}

/**
 * Counts in the set's order, without the empty ones; `mine` is kept from `previous` for each reaction
 * (a live event carries counts only: every client knows its own reactions).
 */
export function withCounts(
  counts: ReadonlyArray<{ reaction: Reaction; count: number }>,
  previous: readonly ReactionCount[] = [],
): ReactionCount[] {
  const byName = new Map(counts.map((c) => [c.reaction, c.count]));
  const mine = new Set(previous.filter((p) => p.mine).map((p) => p.reaction));
  return REACTIONS.filter((r) => (byName.get(r) ?? 0) > 0).map((reaction) => ({
    reaction,
    count: byName.get(reaction)!,
    mine: mine.has(reaction),
  }));
}

/** The post's reactions after the caller gives (`adding`) or takes back `reaction`. */
export function toggleReaction(
  current: readonly ReactionCount[],
  reaction: Reaction,
  adding: boolean,
): ReactionCount[] {
  const counts = REACTIONS.map((r) => {
    const found = current.find((c) => c.reaction === r);
    let count = found?.count ?? 0;
    if (r === reaction && adding !== !!found?.mine) count += adding ? 1 : -1;
    return { reaction: r, count: Math.max(0, count) };
  });
  const mine = current.filter((c) => c.mine && c.reaction !== reaction);
  if (adding) mine.push({ reaction, count: 1, mine: true });
  return withCounts(counts, mine);
}

/** The reactions API's refusals (issue 17 §3). */
export const REACTION_MSG = {
  unknown: `Choose a reaction: ${REACTIONS.join(', ')}`,
  ownPost: "You can't react to your own post",
  loginToReact: 'You must be logged in to react to a post',
} as const;
