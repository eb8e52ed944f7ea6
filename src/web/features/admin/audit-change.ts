/** One line of an audit row's change: a field, what it was and what it became. */
export interface ChangeLine {
  /** The field; empty when the whole value changed. */
  key: string;
  before?: string;
  after?: string;
}

const MAX_TEXT = 80;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const moment = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A stored moment in words; the far-future end of an indefinite suspension or silence is 'indefinitely'. */
function momentText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.getUTCFullYear() >= 9999 ? 'indefinitely' : moment.format(date);
}

/** A value in a few characters: strings as they are, lists joined, objects as short JSON. */
export function compactValue(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = 'none';
  else if (typeof value === 'string') text = ISO_TIME.test(value) ? momentText(value) : value;
  else if (Array.isArray(value) && value.every((item) => typeof item !== 'object'))
    text = value.length ? value.join(', ') : 'none';
  else text = JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Before and after as a short list: for two objects, only the fields that differ (or exist on one
 * side); otherwise the two values whole. Nothing on either side gives no lines.
 */
export function changeLines(before: unknown, after: unknown): ChangeLine[] {
  const has = (value: unknown) => value !== null && value !== undefined;
  if (!has(before) && !has(after)) return [];
  if (isRecord(before) || isRecord(after)) {
    const from = isRecord(before) ? before : {};
    const to = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    return keys
      .filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]))
      .map((key) => ({
        key,
        before: key in from ? compactValue(from[key]) : undefined,
        after: key in to ? compactValue(to[key]) : undefined,
      }));
  }
  return [
    {
      key: '',
      before: has(before) ? compactValue(before) : undefined,
      after: has(after) ? compactValue(after) : undefined,
    },
  ];
}
