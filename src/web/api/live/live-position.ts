import { isAfter } from '../../../common/live-log.ts';

/**
 * Where the page's first live stream starts (issue 15 §1). Every API read answers with the live log
 * position it is current to (`X-Live-Position`); the stream opens a second after the page (spec 1
 * §4) and asks for what was published since the earliest of them, so an event that happened between
 * reading the page and opening the stream still arrives. The stream carries the place afterwards.
 */
let earliest: string | null = null;
let noting = true;

export function notePosition(position: string | null): void {
  if (!noting || !position) return;
  if (earliest === null || isAfter(earliest, position)) earliest = position;
}

/** The position the first stream starts from (null when no read named one); later streams resume. */
export function takeStartPosition(): string | null {
  noting = false;
  const position = earliest;
  earliest = null;
  return position;
}
