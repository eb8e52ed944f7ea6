import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../common/limits.ts';
import { SHOP_FILTERS, SHOP_SORTS, type ShopFilter, type ShopSort } from '../../../common/shop-types.ts';
import { SelectField, TextField } from '../../ui/form-field.tsx';
import { FILTER_LABELS, SHOP_SEARCH_MAX, type ShopParams, SORT_LABELS } from './shop-params.ts';

interface ShopToolbarProps {
  view: ShopParams;
  /** A new search, category or sort; the grid goes back to page 1. */
  onChange: (next: Partial<ShopParams>, options?: { replace?: boolean }) => void;
}

/** Search (debounced 300 ms, spec 2 §9), category filter and sort (spec 2 §5). */
export function ShopToolbar({ view, onChange }: ShopToolbarProps) {
  const [draft, setDraft] = useState(view.q);
  const [shownQuery, setShownQuery] = useState(view.q);
  // the latest callback, so a re-render (results arriving) does not restart the pause
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });

  // the URL's query changed elsewhere (back button): show it, unless it is what was typed
  if (view.q !== shownQuery) {
    setShownQuery(view.q);
    if (draft.trim() !== view.q) setDraft(view.q);
  }

  useEffect(() => {
    const next = draft.trim();
    if (next === view.q) return;
    // typing refines the search in place: no history entry per pause
    const timer = window.setTimeout(() => change.current({ q: next }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, view.q]);

  return (
    <search className="shop-toolbar card" aria-label="Find items">
      <TextField
        label="Search items"
        className="shop-toolbar__search"
        type="search"
        placeholder="Name, colour or kind…"
        autoComplete="off"
        spellCheck={false}
        maxLength={SHOP_SEARCH_MAX}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft.trim() !== view.q) change.current({ q: draft.trim() });
        }}
      />
      <SelectField
        label="Category"
        options={SHOP_FILTERS}
        labels={FILTER_LABELS}
        value={view.category}
        onChange={(event) => onChange({ category: event.target.value as ShopFilter })}
      />
      <SelectField
        label="Sort by"
        options={SHOP_SORTS}
        labels={SORT_LABELS}
        value={view.sort}
        onChange={(event) => onChange({ sort: event.target.value as ShopSort })}
      />
    </search>
  );
}
