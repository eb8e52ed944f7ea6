import { useCallback, useEffect, useRef, useState } from 'react';
import type { Draft, DraftAnswer } from '../../common/drafts.ts';
import { apiRequest } from './client.ts';
import {
  type DraftFields,
  draftSnapshot,
  EMPTY_SNAPSHOT,
  isBlank,
  newerDraft,
  readLocalDraft,
  removeLocalDraft,
  writeLocalDraft,
} from './draft-copy.ts';
import { useCurrentUser } from './session.ts';

/** issue 17 §6: saved about 2 s after the member stops typing. */
export const DRAFT_SAVE_DELAY_MS = 2_000;

type DraftState = 'idle' | 'saving' | 'saved' | 'local';

const STATUS_TEXT: Record<DraftState, string> = {
  idle: '',
  saving: 'Saving draft…',
  saved: 'Draft saved',
  local: 'Draft kept in this browser',
};

const draftUrl = (key: string) => `/api/drafts/${encodeURIComponent(key)}`;

/**
 * Keeps what the member is writing as a draft on the server (issue 17 §6): loaded when the form
 * opens (a draft typed on another device appears), saved DRAFT_SAVE_DELAY_MS after the last
 * keystroke and at once on blur or when the page is hidden. A copy stays in this browser until the
 * server has it, so text typed after the session ended survives a reload too.
 *
 * `restore` fills the form with a draft (only while the form is still empty). Call `discard()`
 * once the post is made (the server deletes its draft in the post's transaction).
 */
export function useServerDraft(key: string, fields: DraftFields, restore: (draft: DraftFields) => void) {
  const me = useCurrentUser();
  const [userId] = useState(() => me?.id ?? null);
  const [state, setState] = useState<DraftState>('idle');
  const loaded = useRef(false);
  // Bumped when a load finishes, so that text typed while the draft was loading is saved too.
  const [loads, setLoads] = useState(0);
  const saved = useRef(EMPTY_SNAPSHOT);
  const latest = useRef(fields);
  latest.current = fields;
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const mounted = useRef(true);

  const save = useCallback(
    async (keepalive = false) => {
      window.clearTimeout(timer.current);
      timer.current = undefined;
      const current = latest.current;
      const snapshot = draftSnapshot(current);
      if (!loaded.current || snapshot === saved.current) return;
      if (mounted.current && !keepalive) setState('saving');
      const body = { text: current.text, ...(current.title === undefined ? {} : { title: current.title }) };
      const request = apiRequest(draftUrl(key), { method: 'POST', body, keepSession: true, keepalive });
      inFlight.current = request;
      try {
        await request;
        saved.current = snapshot;
        // Typed on meanwhile: that is saved next, and only then is it 'Draft saved'.
        if (draftSnapshot(latest.current) !== snapshot) return;
        if (userId !== null) removeLocalDraft(userId, key);
        if (mounted.current) setState(isBlank(current) ? 'idle' : 'saved');
      } catch {
        if (mounted.current) setState('local');
      } finally {
        if (inFlight.current === request) inFlight.current = null;
      }
    },
    [key, userId],
  );

  // Load the draft: the newer of the server's and this browser's copy.
  useEffect(() => {
    let cancelled = false;
    loaded.current = false;
    saved.current = EMPTY_SNAPSHOT;
    const local = userId === null ? null : readLocalDraft(userId, key);
    const fill = (server: Draft | null) => {
      if (cancelled) return;
      const pick = newerDraft(server, local);
      if (pick && isBlank(latest.current)) restoreRef.current(pick);
      loaded.current = true;
      setLoads((count) => count + 1);
    };
    apiRequest<DraftAnswer>(draftUrl(key), { keepSession: true })
      .then(({ draft }) => {
        if (!cancelled && draft) saved.current = draftSnapshot(draft);
        fill(draft);
      })
      .catch(() => fill(null));
    return () => {
      cancelled = true;
    };
  }, [key, userId]);

  // Every change: a copy here at once, the server's after the pause.
  const typed = draftSnapshot(fields);
  useEffect(() => {
    if (loads === 0 || !loaded.current) return;
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (typed === saved.current) return;
    if (userId !== null) {
      if (isBlank(latest.current)) removeLocalDraft(userId, key);
      else writeLocalDraft(userId, key, latest.current);
    }
    setState('idle');
    timer.current = window.setTimeout(() => void save(), DRAFT_SAVE_DELAY_MS);
  }, [typed, loads, key, userId, save]);

  // Leaving the page or the screen: save what is pending, even as the page unloads.
  useEffect(() => {
    mounted.current = true;
    const flushHidden = () => {
      if (document.visibilityState === 'hidden') void save(true);
    };
    const flush = () => void save(true);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushHidden);
      mounted.current = false;
      if (timer.current !== undefined) void save(true);
    };
  }, [save]);

  /** The post was made: nothing more to save, and no copy to keep. */
  const discard = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    saved.current = EMPTY_SNAPSHOT;
    if (userId !== null) removeLocalDraft(userId, key);
    setState('idle');
    // A save sent just before the post may land after it and bring the draft back: delete it again.
    const pending = inFlight.current;
    if (pending)
      void pending
        .catch(() => undefined)
        .then(() => apiRequest(`${draftUrl(key)}/delete`, { method: 'POST', body: {}, keepSession: true }))
        .catch(() => undefined);
  }, [key, userId]);

  return { status: STATUS_TEXT[state], flush: () => void save(), discard };
}
