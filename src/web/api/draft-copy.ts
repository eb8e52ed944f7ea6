import type { Draft } from '../../common/drafts.ts';
import { browserStorage } from './cache-storage.ts';

/** What a draft holds: the text, and the title of a new thread. */
export interface DraftFields {
  text: string;
  title?: string;
}

/** A copy kept in this browser while the server can't take it (the session ended, offline). */
export interface LocalDraft extends DraftFields {
  saved_at: string;
}

const storageKey = (userId: number, key: string) => `cito.draft.${userId}.${key}`;

/** The fields as one comparable string: what the server holds is compared with what is typed. */
export function draftSnapshot(fields: DraftFields): string {
  return JSON.stringify([fields.text, fields.title ?? '']);
}

export const EMPTY_SNAPSHOT = draftSnapshot({ text: '' });

export function isBlank(fields: DraftFields): boolean {
  return !fields.text.trim() && !(fields.title ?? '').trim();
}

/** The newer of the server's draft and this browser's copy, or null when neither has anything. */
export function newerDraft(server: Draft | null, local: LocalDraft | null): DraftFields | null {
  const candidates = [
    server && { ...server, at: server.updated_at },
    local && { ...local, at: local.saved_at },
  ]
    .filter((draft) => draft !== null && !isBlank(draft))
    .sort((a, b) => Date.parse(b!.at) - Date.parse(a!.at));
  const newest = candidates[0];
  return newest ? { text: newest.text, title: newest.title ?? '' } : null;
}

export function readLocalDraft(userId: number, key: string): LocalDraft | null {
  try {
    const raw = browserStorage()?.getItem(storageKey(userId, key));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as LocalDraft;
    return typeof parsed.text === 'string' && typeof parsed.saved_at === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(userId: number, key: string, fields: DraftFields): void {
  try {
    const copy: LocalDraft = { ...fields, saved_at: new Date().toISOString() };
    browserStorage()?.setItem(storageKey(userId, key), JSON.stringify(copy));
  } catch {
    // full or blocked storage: the server's copy is all there is
  }
}

export function removeLocalDraft(userId: number, key: string): void {
  try {
    browserStorage()?.removeItem(storageKey(userId, key));
  } catch {
    // blocked storage: nothing was kept
  }
}
