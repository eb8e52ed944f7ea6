import { SHOP_FILTERS, SHOP_SORTS, type ShopFilter, type ShopSort } from '../../../common/shop-types.ts';
import { SelectField, TextField } from '../../ui/form-field.tsx';
import { useSearchDraft } from '../../ui/use-search-draft.ts';
import { FILTER_LABELS, SHOP_SEARCH_MAX, type ShopParams, SORT_LABELS } from './shop-params.ts';

interface ShopToolbarProps {
  view: ShopParams;
  /** A new search, category or sort; the grid goes back to page 1. */
  onChange: (next: Partial<ShopParams>, options?: { replace?: boolean }) => void;
}

/** Search (debounced 300 ms, spec 2 §9), category filter and sort (spec 2 §5). */
export function ShopToolbar({ view, onChange }: ShopToolbarProps) {
  // typing refines the search in place: no history entry per pause
  const { draft, setDraft, searchNow } = useSearchDraft(view.q, (q, paused) =>
    onChange({ q }, paused ? { replace: true } : undefined),
  );

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
          if (event.key === 'Enter') searchNow();
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
