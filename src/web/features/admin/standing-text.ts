import type { MemberDetail } from './admin-types.ts';

/** The server stores an indefinite suspension or silence as the last moment of year 9999. */
export function isIndefinite(until: string): boolean {
  return new Date(until).getUTCFullYear() >= 9999;
}

/** Whether a suspension or silence ending at `until` is in effect at `now`. */
export function isInEffect(until: string | null, now = new Date()): until is string {
  return until !== null && new Date(until).getTime() > now.getTime();
}

/** 'indefinitely', or 'until 3 March 2027, 14:00' in the viewer's time zone (or the one given). */
export function untilLabel(until: string, timeZone?: string): string {
  if (isIndefinite(until)) return 'indefinitely';
  const date = new Date(until);
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone });
  return `until ${day}, ${time}`;
}

/**
 * The `until` to send for a date picked in the form (YYYY-MM-DD): the start of that day in the
 * viewer's time zone. Null when the text is not a date.
 */
export function untilFromDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) || date.getDate() !== Number(match[3]) ? null : date.toISOString();
}

/** Today's date as a date input wants it (YYYY-MM-DD), in the viewer's time zone. */
export function dateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface StandingBadge {
  label: string;
  tone: 'error' | 'info' | 'muted';
}

type Standing = Pick<MemberDetail, 'suspended_until' | 'silenced_until'> & { deleted: boolean };

/** The badges of a member's current standing: deleted, suspended until …, silenced until …. */
export function standingBadges(member: Standing, now = new Date()): StandingBadge[] {
  const badges: StandingBadge[] = [];
  if (member.deleted) badges.push({ label: 'Deleted', tone: 'muted' });
  if (isInEffect(member.suspended_until, now)) {
    badges.push({ label: `Suspended ${untilLabel(member.suspended_until)}`, tone: 'error' });
  }
  if (isInEffect(member.silenced_until, now)) {
    badges.push({ label: `Silenced ${untilLabel(member.silenced_until)}`, tone: 'info' });
  }
  return badges;
}
