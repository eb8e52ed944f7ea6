import { ButtonLink } from '../../ui/button.tsx';

interface ShopPaginationProps {
  page: number;
  pageCount: number;
  /** The link of a page, e.g. `?category=hair&page=3`. */
  hrefFor: (page: number) => string;
}

/** Previous / next, kept in the URL so a page of the shop can be reloaded and shared. */
export function ShopPagination({ page, pageCount, hrefFor }: ShopPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="shop-pagination" aria-label="Shop pages">
      {page > 1 ? (
        <ButtonLink to={hrefFor(page - 1)} variant="secondary" size="sm" rel="prev">
          ← Previous
        </ButtonLink>
      ) : (
        <span />
      )}
      <span className="shop-pagination__label">
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
