import { Link } from 'react-router';
import { DELETED_MEMBER } from '../../common/members.ts';

/** An author's name, linked to their profile; a deleted member's has no profile, so no link. */
export function AuthorLink({ name, className }: { name: string; className?: string }) {
  if (name === DELETED_MEMBER) return <span className={className}>{name}</span>;
  return (
    <Link to={`/profile/${encodeURIComponent(name)}`} className={className}>
      {name}
    </Link>
  );
}
