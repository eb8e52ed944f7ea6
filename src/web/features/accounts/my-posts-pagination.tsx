import { ButtonLink } from '../../ui/button.tsx';

interface PaginationProps {
  page: number;
  pageCount: number;
}

/** Previous / next links kept in the URL (`?page=`), so a page can be shared and reloaded. */
export function MyPostsPagination({ page, pageCount }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="my-posts-pagination" aria-label="Pages of your posts">
      {page > 1 ? (
        <ButtonLink to={`?page=${page - 1}`} variant="secondary" size="sm" rel="prev">
          ← Previous
        </ButtonLink>
      ) : (
        <span />
      )}
      <span className="my-posts-pagination__label">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <ButtonLink to={`?page=${page + 1}`} variant="secondary" size="sm" rel="next">
          Next →
        </ButtonLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
