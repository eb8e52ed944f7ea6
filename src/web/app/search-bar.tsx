import { type FormEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MSG } from '../../common/messages.ts';
import { PixelSprite } from '../ui/pixel-sprite.tsx';
import { searchIcon } from '../ui/sprites.ts';

const MIN_QUERY = 3;

export function SearchBar() {
  const navigate = useNavigate();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(() =>
    location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '',
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    // spec 1 §5: at least 3 characters; the browser's own bubble shows the message by the field
    if (q.length < MIN_QUERY) {
      input.current?.setCustomValidity(MSG.searchTooShort);
      input.current?.reportValidity();
      return;
    }
    navigate(`/search?q=${encodeURIComponent(q)}`);
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
          maxLength={200}
          onChange={(event) => {
            event.currentTarget.setCustomValidity('');
            setQuery(event.currentTarget.value);
          }}
        />
        <button type="submit" className="search-bar__button" aria-label="Search">
          <PixelSprite sprite={searchIcon} scale={2} />
        </button>
      </form>
    </search>
  );
}
