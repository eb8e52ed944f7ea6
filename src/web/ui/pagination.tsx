import { ButtonLink } from './button.tsx';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The link of a page, e.g. `?q=tile&type=posts&page=3`. */
  hrefFor: (page: number) => string;
  label: string;
  /** The page's block class: the nav gets it, the "Page n of m" label `{className}__label`. */
  className: string;
}

/** Previous / next, kept in the URL so a page of a list can be reloaded and shared. Nothing for one page. */
export function Pagination({ page, pageCount, hrefFor, label, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className={className} aria-label={label}>
      {page > 1 ? (
        <ButtonLink to={hrefFor(page - 1)} variant="secondary" size="sm" rel="prev">
          ← Previous
        </ButtonLink>
      ) : (
        <span />
      )}
      <span className={`${className}__label`}>
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
