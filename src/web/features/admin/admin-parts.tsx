import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { pageCount } from '../../../common/page-count.ts';
import { failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import type { StandingBadge } from './standing-text.ts';

interface LoadedProps<T> {
  query: UseQueryResult<T>;
  /** What is loading, for the skeleton's label and the error: 'members'. */
  what: string;
  children: (data: T) => ReactNode;
}

/** A query's three states the way every admin page shows them: skeleton, error with retry, content. */
export function Loaded<T>({ query, what, children }: LoadedProps<T>) {
  if (query.isPending) return <Skeleton lines={6} label={`Loading ${what}…`} />;
  if (query.isError)
    return (
      <LoadFailed
        className="admin-error"
        message={failureMessage(query.error, `Failed to load ${what}`)}
        onRetry={() => void query.refetch()}
      />
    );
  return children(query.data);
}

/**
 * A table that scrolls sideways on a narrow screen. The scrolling box is focusable and named, so
 * keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="admin-table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

interface AdminTableProps {
  label: string;
  /** The column headings; an empty one is an actions column, named for screen readers only. */
  columns: string[];
  className?: string;
  /** The rows. */
  children: ReactNode;
}

/** The panel's tables: headings across the top, scrolling sideways when narrow. */
export function AdminTable({ label, columns, className, children }: AdminTableProps) {
  return (
    <TableScroll label={label}>
      <table className={['admin-table', className].filter(Boolean).join(' ')}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column || 'actions'}>
                {column || <span className="visually-hidden">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}

interface PagerProps {
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
  label: string;
}

/** Previous / next buttons with "Page 2 of 5". */
export function Pager({ page, total, perPage, onPage, label }: PagerProps) {
  const pages = pageCount(total, perPage);
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={label}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ‹ Previous
      </Button>
      <span className="admin-pager__where">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next ›
      </Button>
    </nav>
  );
}

export function StandingBadges({ badges }: { badges: StandingBadge[] }) {
  if (badges.length === 0) return null;
  return (
    <span className="admin-badges">
      {badges.map((badge) => (
        <span key={badge.label} className={`badge admin-badge admin-badge--${badge.tone}`}>
          {badge.label}
        </span>
      ))}
    </span>
  );
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A timestamp as a <time>, date and time or just the date; 'never' for none. */
export function When({ at, withTime = true }: { at: string | null; withTime?: boolean }) {
  if (!at) return <span className="muted">never</span>;
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return <span>{at}</span>;
  return <time dateTime={date.toISOString()}>{(withTime ? dateTime : dateOnly).format(date)}</time>;
}
