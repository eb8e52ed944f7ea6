import { Link } from 'react-router';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The link of a page, e.g. `?sort=newest&page=3`. */
  hrefFor: (page: number) => string;
  label: string;
}

/** The pages around the current one, with the first and last always in reach. */
function visiblePages(page: number, total: number): Array<number | 'gap'> {
  const pages = new Set([1, total, page - 1, page, page + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  }
  return out;
}

export function ForumPagination({ page, totalPages, hrefFor, label }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link className="btn btn--secondary btn--sm" to={hrefFor(page - 1)} rel="prev">
          ‹ Prev
        </Link>
      ) : (
        <span className="btn btn--secondary btn--sm pagination__off">‹ Prev</span>
      )}
      <ol className="inline-list pagination__pages">
        {visiblePages(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                className={p === page ? 'pagination__page is-current' : 'pagination__page'}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <Link className="btn btn--secondary btn--sm" to={hrefFor(page + 1)} rel="next">
          Next ›
        </Link>
      ) : (
        <span className="btn btn--secondary btn--sm pagination__off">Next ›</span>
      )}
    </nav>
  );
}
