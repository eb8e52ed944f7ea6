import { type FormEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../../common/limits.ts';
import { MSG } from '../../common/messages.ts';
import { PixelSprite } from '../ui/pixel-sprite.tsx';
import { searchIcon } from '../ui/sprites.ts';

/** The query of the search results on screen, or null on any other screen. */
function shownQuery(pathname: string, search: string): string | null {
  return pathname === '/search' ? (new URLSearchParams(search).get('q') ?? '').trim() : null;
}

export function SearchBar() {
  const navigate = useNavigate();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const urlQuery = shownQuery(location.pathname, location.search);
  const [query, setQuery] = useState(urlQuery ?? '');
  const [syncedQuery, setSyncedQuery] = useState(urlQuery);
  // issue 17 §10: what is being typed is never overwritten by a URL change landing meanwhile
  const focused = useRef(false);

  // On the results screen the bar shows what is being searched, also when the page's own box or the
  // back button changes it; elsewhere it keeps what was typed.
  if (urlQuery !== syncedQuery) {
    setSyncedQuery(urlQuery);
    if (urlQuery !== null && urlQuery !== query.trim() && !focused.current) setQuery(urlQuery);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    // spec 1 §5: at least 3 characters; the browser's own bubble shows the message by the field
    if ([...q].length < SEARCH_MIN_LENGTH) {
      input.current?.setCustomValidity(MSG.searchTooShort);
      input.current?.reportValidity();
      return;
    }
    // a new search from the results screen stays on the tab being looked at
    const params = new URLSearchParams({ q });
    const type = urlQuery !== null ? new URLSearchParams(location.search).get('type') : null;
    if (type) params.set('type', type);
    navigate(`/search?${params}`);
  }

  return (
    <search className="search-bar">
      <form className="search-bar__form" onSubmit={submit} noValidate>
        <input
          ref={input}
          type="search"
          name="q"
          className="search-bar__input"
          aria-label="Search the forum"
          placeholder="Search the forum…"
          value={query}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => {
            event.currentTarget.setCustomValidity('');
            setQuery(event.currentTarget.value);
          }}
          onFocus={() => {
            focused.current = true;
          }}
          onBlur={() => {
            focused.current = false;
          }}
        />
        <button type="submit" className="search-bar__button" aria-label="Search">
          <PixelSprite sprite={searchIcon} scale={2} />
        </button>
      </form>
    </search>
  );
}
