import { type FormEvent, useId } from 'react';
import { SEARCH_MAX_LENGTH } from '../../../common/limits.ts';
import { Button } from '../../ui/button.tsx';
import { useSearchDraft } from '../../ui/use-search-draft.ts';

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
  const { draft, setDraft, searchNow, focusProps } = useSearchDraft(query, (q) => onSearch(q));

  function submit(event: FormEvent) {
    event.preventDefault();
    searchNow();
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
          {...focusProps}
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
