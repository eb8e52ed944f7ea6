import { type ReactNode, useId } from 'react';
import { THREAD_SORTS, type ThreadSort } from '../../../common/forum-types.ts';
import { Button } from '../../ui/button.tsx';
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
  const id = useId();
  const set = (key: keyof ThreadFilters) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onFiltersChange({ ...filters, [key]: event.target.value });
  return (
    <section className="category-toolbar card" aria-label="Sort and filter threads">
      <div className="field">
        <label htmlFor={`${id}-sort`} className="field__label">
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          className="field__input"
          value={sort}
          onChange={(event) => onSortChange(event.target.value as ThreadSort)}
        >
          {THREAD_SORTS.map((value) => (
            <option key={value} value={value}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`} className="field__label">
          From
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className="field__input"
          value={filters.from}
          max={filters.to || undefined}
          onChange={set('from')}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`} className="field__label">
          To
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className="field__input"
          value={filters.to}
          min={filters.from || undefined}
          onChange={set('to')}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-author`} className="field__label">
          Author
        </label>
        <input
          id={`${id}-author`}
          type="search"
          className="field__input"
          placeholder="Any author"
          value={filters.author}
          onChange={set('author')}
        />
      </div>
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
