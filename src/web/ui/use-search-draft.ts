import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../common/limits.ts';

/**
 * A search box's text, searched after a pause in typing (spec 2 §2, §9: 300 ms) or at once with
 * `searchNow`: `onSearch(q, paused)` gets the trimmed text. When the query changes elsewhere (the
 * back button) the box shows it, unless it is what was typed, or the box has focus while its
 * `focusProps` are spread on it (issue 17 §10: what is being typed is never taken back).
 */
export function useSearchDraft(query: string, onSearch: (q: string, paused: boolean) => void) {
  const [draft, setDraft] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  // the latest callback, so a re-render (results arriving) does not restart the pause
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  const focused = useRef(false);

  if (query !== shownQuery) {
    setShownQuery(query);
    if (!focused.current && draft.trim() !== query) setDraft(query);
  }

  useEffect(() => {
    const next = draft.trim();
    if (next === query) return;
    const timer = window.setTimeout(() => search.current(next, true), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, query]);

  const searchNow = () => {
    const next = draft.trim();
    if (next !== query) search.current(next, false);
  };
  const focusProps = {
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
    },
  };
  return { draft, setDraft, searchNow, focusProps };
}
