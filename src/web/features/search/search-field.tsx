import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '../../../common/limits.ts';
import { Button } from '../../ui/button.tsx';

interface SearchFieldProps {
  /** The trimmed query in the URL. */
  query: string;
  /** Called with the trimmed text after a pause in typing, or at once on Enter. */
  onSearch: (q: string) => void;
}

/** The results page's own search box: it searches as the user types (spec 2 §2: 300 ms debounce). */
export function SearchField({ query, onSearch }: SearchFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  // The latest callback, so a re-render (results arriving) does not restart the pause.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });

  // issue 17 §10: while the box has focus, what is typed is the truth. The URL catching up with an
  // earlier pause ("hel" landing while "hell" is typed) must never take characters back.
  const focused = useRef(false);

  // The URL's query changed elsewhere (header bar, back button): show it, unless it is what was typed.
  if (query !== shownQuery) {
    setShownQuery(query);
    if (!focused.current && draft.trim() !== query) setDraft(query);
  }

  useEffect(() => {
    const next = draft.trim();
    if (next === query) return;
    const timer = window.setTimeout(() => search.current(next), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, query]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = draft.trim();
    if (next !== query) search.current(next);
  }

  return (
    <search className="search-field">
      <form className="search-field__form" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          Search threads and posts
        </label>
        <input
          id={inputId}
          type="search"
          name="q"
          className="field__input search-field__input"
          placeholder="Search threads and posts…"
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_MAX_LENGTH}
          value={draft}
          aria-describedby={hintId}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onFocus={() => {
            focused.current = true;
          }}
          onBlur={() => {
            focused.current = false;
          }}
        />
        <Button type="submit" variant="primary" className="search-field__button">
          Search
        </Button>
      </form>
      <p id={hintId} className="search-field__hint">
        Every word must appear; words also match longer words they begin. Put an exact phrase in
        &ldquo;quotes&rdquo;.
      </p>
    </search>
  );
}
