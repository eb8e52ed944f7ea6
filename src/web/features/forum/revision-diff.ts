import { diffWords } from 'diff';

/** A piece of text in a revision's changes: kept, added or removed. */
export interface TextChange {
  value: string;
  kind: 'same' | 'added' | 'removed';
}

// A word diff of two 50,000-character posts can take long; past this the change is shown whole.
const DIFF_TIMEOUT_MS = 300;

/**
 * The word-level changes from `before` to `after` (issue 17 §7: a maintained diff library, jsdiff,
 * not a hand-written diff). The only place that imports it.
 */
export function wordChanges(before: string, after: string): TextChange[] {
  const changes = diffWords(before, after, { timeout: DIFF_TIMEOUT_MS });
  if (!changes)
    return [
      { value: before, kind: 'removed' },
      { value: after, kind: 'added' },
    ].filter((change) => change.value !== '') as TextChange[];
  return changes.map((change) => ({
    value: change.value,
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
  }));
}
