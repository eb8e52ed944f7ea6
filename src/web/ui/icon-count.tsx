import './icon-count.css';

/**
 * The unread count on a header icon ("9+" past nine), nothing at zero. Hidden from screen readers:
 * the icon's own label says the number.
 */
export function IconCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="icon-count" aria-hidden="true">
      {count > 9 ? '9+' : count}
    </span>
  );
}
