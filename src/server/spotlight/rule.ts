import { createHash } from 'node:crypto';

// issue 19 §3: the daily spotlight's rule (DECISIONS.md "Spotlight (issue 19 §3)"), the pure part.
const DAY_MS = 24 * 60 * 60 * 1000;

/** A member the rule may pick, with the last day before today they were in the spotlight. */
export interface SpotlightCandidate {
  id: number;
  /** YYYY-MM-DD, or null when never. */
  last_day: string | null;
}

/** The UTC day `days` after `day` (both YYYY-MM-DD; negative goes back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first moment of a UTC day, as an ISO timestamp. */
export function startOfDay(day: string): string {
  return `${day}T00:00:00.000Z`;
}

/** A fair lot for (day, member): the same on every server, unrelated from one day to the next. */
function lot(day: string, userId: number): string {
  return createHash('sha256').update(`spotlight:${day}:${userId}`).digest('hex');
}

/**
 * Picks the day's member among the eligible: members never in the spotlight first, then the one whose
 * turn was longest ago; a tie (the usual case among the never-picked) goes to the lowest lot, a hash of
 * (day, member id). Deterministic: every server given the same candidates picks the same member.
 */
export function pickSpotlight(day: string, candidates: readonly SpotlightCandidate[]): number | null {
  let best: { id: number; last: string; lot: string } | null = null;
  for (const candidate of candidates) {
    // '' sorts before every day: the never-picked come first.
    const entry = { id: candidate.id, last: candidate.last_day ?? '', lot: lot(day, candidate.id) };
    if (
      best === null ||
      entry.last < best.last ||
      (entry.last === best.last && (entry.lot < best.lot || (entry.lot === best.lot && entry.id < best.id)))
    )
      best = entry;
  }
  return best?.id ?? null;
}
