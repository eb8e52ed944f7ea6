import type { ReactNode } from 'react';
import { THREAD_SORTS, type ThreadSort } from '../../../common/forum-types.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField, TextField } from '../../ui/form-field.tsx';
import { hasFilters, NO_FILTERS, SORT_LABELS, type ThreadFilters } from './category-filter.ts';

interface CategoryToolbarProps {
  sort: ThreadSort;
  onSortChange: (sort: ThreadSort) => void;
  filters: ThreadFilters;
  onFiltersChange: (filters: ThreadFilters) => void;
  /** More actions at the end (a member's "Mark all as read"). */
  actions?: ReactNode;
}

/** Sort (a server call) and the filters that narrow the page already loaded. */
export function CategoryToolbar({
  sort,
  onSortChange,
  filters,
  onFiltersChange,
  actions,
}: CategoryToolbarProps) {
  const set = (key: keyof ThreadFilters) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onFiltersChange({ ...filters, [key]: event.target.value });
  return (
    <section className="category-toolbar card" aria-label="Sort and filter threads">
      <SelectField
        label="Sort by"
        options={THREAD_SORTS}
        labels={SORT_LABELS}
        value={sort}
        onChange={(event) => onSortChange(event.target.value as ThreadSort)}
      />
      <TextField
        label="From"
        type="date"
        value={filters.from}
        max={filters.to || undefined}
        onChange={set('from')}
      />
      <TextField
        label="To"
        type="date"
        value={filters.to}
        min={filters.from || undefined}
        onChange={set('to')}
      />
      <TextField
        label="Author"
        type="search"
        placeholder="Any author"
        value={filters.author}
        onChange={set('author')}
      />
      <Button
        variant="ghost"
        size="sm"
        className="category-toolbar__clear"
        disabled={!hasFilters(filters)}
        onClick={() => onFiltersChange(NO_FILTERS)}
      >
        Clear filters
      </Button>
      {actions}
    </section>
  );
}
