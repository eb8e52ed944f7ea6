import { isAfter } from '../../../common/live-log.ts';

/**
 * Where live updates start (issue 15 §1). Every API read answers with the live log position it is
 * current to (`X-Live-Position`). The page's first stream opens a second after the page (spec 1 §4)
 * and asks for what was published since the earliest of those answers; a thread room joined later
 * asks for its events since the answers just before the join (the thread's own among them). So an
 * event published between reading a page and listening for its changes still arrives.
 */
let earliest: string | null = null;
let noting = true;
/** How long an answer counts as the one a room being joined was read from. */
export const JOIN_WINDOW_MS = 10_000;
let recent: Array<{ position: string; at: number }> = [];

export function notePosition(position: string | null, now = Date.now()): void {
  if (!position) return;
  if (noting && (earliest === null || isAfter(earliest, position))) earliest = position;
  recent = recent.filter((answer) => now - answer.at < JOIN_WINDOW_MS);
  recent.push({ position, at: now });
}

/** The position the first stream starts from (null when no read named one); later streams resume. */
export function takeStartPosition(): string | null {
  noting = false;
  const position = earliest;
  earliest = null;
  return position;
}

/** The earliest position of the answers of the last few seconds: where a room being joined starts. */
export function joinPosition(now = Date.now()): string | null {
  let position: string | null = null;
  for (const answer of recent)
    if (now - answer.at < JOIN_WINDOW_MS && (position === null || isAfter(position, answer.position)))
      position = answer.position;
  return position;
}
