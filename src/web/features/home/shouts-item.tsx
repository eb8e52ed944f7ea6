import { useEffect, useState } from 'react';
import { SHOUT_DELETE_WINDOW_MS, type ShoutView } from '../../../common/home-social.ts';
import { DELETED_MEMBER } from '../../../common/members.ts';
import { AuthorLink } from '../../ui/author-link.tsx';
import { avatarImageUrl } from '../../ui/avatar/avatar-url.ts';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { splitShoutLinks } from './shouts-links.ts';

/** The shout's text: plain text, its http(s) addresses as links that pass no ranking or opener. */
export function ShoutText({ text }: { text: string }) {
  return (
    <p className="shout__text">
      {splitShoutLinks(text).map((piece, i) =>
        piece.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces never move within a shout
          <a key={i} href={piece.href} rel="nofollow ugc noopener" target="_blank">
            {piece.text}
          </a>
        ) : (
          piece.text
        ),
      )}
    </p>
  );
}

/** Whether the author may still delete a shout: until 5 minutes after it, re-checked when that ends. */
function useStillDeletable(createdAt: string, own: boolean): boolean {
  const until = Date.parse(createdAt) + SHOUT_DELETE_WINDOW_MS;
  const [open, setOpen] = useState(() => own && Date.now() < until);
  useEffect(() => {
    if (!own) return;
    const left = until - Date.now();
    setOpen(left > 0);
    if (left <= 0) return;
    const timer = window.setTimeout(() => setOpen(false), left);
    return () => window.clearTimeout(timer);
  }, [own, until]);
  return open;
}

interface ShoutItemProps {
  shout: ShoutView;
  viewerId: number | null;
  moderator: boolean;
  deleting: boolean;
  onDelete: (shout: ShoutView) => void;
  onReport: (shout: ShoutView) => void;
}

export function ShoutItem({ shout, viewerId, moderator, deleting, onDelete, onReport }: ShoutItemProps) {
  const own = viewerId === shout.author.id;
  const deletable = useStillDeletable(shout.created_at, own) || moderator;
  const name = shout.author.username;
  return (
    <li className="shout">
      <span className="shout__head" aria-hidden="true">
        {name !== DELETED_MEMBER && (
          <img src={avatarImageUrl(shout.author.avatar_url, 'small')} alt="" width={52} height={85} />
        )}
      </span>
      <div className="shout__body">
        <div className="shout__meta">
          <AuthorLink name={name} className="shout__name" /> <RelativeTime date={shout.created_at} />
          {deletable && (
            <button
              type="button"
              className="shout__action"
              disabled={deleting}
              onClick={() => onDelete(shout)}
              aria-label={`Delete shout by ${name}`}
            >
              Delete
            </button>
          )}
          {viewerId !== null && !own && (
            <button
              type="button"
              className="shout__action"
              onClick={() => onReport(shout)}
              aria-label={`Report shout by ${name}`}
              aria-haspopup="dialog"
            >
              Report
            </button>
          )}
        </div>
        <ShoutText text={shout.text} />
      </div>
    </li>
  );
}
