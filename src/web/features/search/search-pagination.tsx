import { ButtonLink } from '../../ui/button.tsx';

interface SearchPaginationProps {
  page: number;
  pageCount: number;
  /** The link of a page, e.g. `?q=tile&type=posts&page=3`. */
  hrefFor: (page: number) => string;
  label: string;
}

/** Previous / next, kept in the URL so a page of results can be reloaded and shared. */
export function SearchPagination({ page, pageCount, hrefFor, label }: SearchPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="search-pagination" aria-label={label}>
      {page > 1 ? (
        <ButtonLink to={hrefFor(page - 1)} variant="secondary" size="sm" rel="prev">
          ← Previous
        </ButtonLink>
      ) : (
        <span />
      )}
      <span className="search-pagination__label">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <ButtonLink to={hrefFor(page + 1)} variant="secondary" size="sm" rel="next">
          Next →
        </ButtonLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
