import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MemberHead } from '../../ui/avatar/member-head.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';

interface FriendRowProps {
  member: { id: number; username: string; avatar_url: string };
  /** When the friendship began or the request was made, with its words ("Friends since"). */
  since?: { label: string; date: string };
  children: ReactNode;
}

/** One member in a friends list: their head and name (to their profile), when, and what to do. */
export function FriendRow({ member, since, children }: FriendRowProps) {
  return (
    <li className="friend-row">
      <Link to={`/profile/${encodeURIComponent(member.username)}`} className="friend-row__member">
        <MemberHead avatarUrl={member.avatar_url} />
        <span className="friend-row__text">
          <span className="friend-row__name">{member.username}</span>
          {since && (
            <span className="friend-row__since">
              {since.label} <RelativeTime date={since.date} />
            </span>
          )}
        </span>
      </Link>
      <div className="friend-row__actions">{children}</div>
    </li>
  );
}
