import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../../../common/format-count.ts';
import { type ActivityEntry, SOCIAL } from '../../../common/home-social.ts';
import { avatarImageUrl } from '../../ui/avatar/avatar-url.ts';
import { EmptyState } from '../../ui/card.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useFriendsActivity } from './activity-api.ts';
import './friends-activity.css';

/** How many entries the home panel shows (§2 'the latest'). */
const PANEL_ENTRIES = 6;

const profileUrl = (entry: ActivityEntry) => `/profile/${encodeURIComponent(entry.member.username)}`;
const points = (score = 0) => formatCount(score);

/** What the entry says after the member's name, with its link. */
function deed(entry: ActivityEntry): ReactNode {
  switch (entry.kind) {
    case 'thread':
    case 'reply':
      return (
        <>
          {entry.kind === 'thread' ? SOCIAL.activityThread : SOCIAL.activityReply}{' '}
          {entry.thread ? <Link to={entry.thread.url}>“{entry.thread.title}”</Link> : null}
        </>
      );
    case 'game_milestone':
    case 'game_best':
      return (
        <Link to="/games/tile-tumble">
          {entry.kind === 'game_best'
            ? SOCIAL.activityBest(points(entry.score))
            : SOCIAL.activityMilestone(points(entry.score))}
        </Link>
      );
    case 'look':
      return <Link to={profileUrl(entry)}>{SOCIAL.activityLook}</Link>;
    case 'design_approved':
      return (
        <>
          {SOCIAL.activityDesign} <Link to={entry.design?.url ?? '/shop'}>{entry.design?.name}</Link>{' '}
          {SOCIAL.activityDesignInShop}
        </>
      );
    case 'achievement':
      return (
        <>
          {SOCIAL.activityAchievement}{' '}
          <Link to={`${profileUrl(entry)}#achievements`}>{entry.achievement?.name}</Link>
        </>
      );
  }
}

function ActivityItem({ entry }: { entry: ActivityEntry }) {
  // "dave’s design" joins the name; every other deed follows it after a space.
  const joined = entry.kind === 'design_approved';
  return (
    <li className="friends-activity__item">
      <span className="friends-activity__head">
        <img
          src={avatarImageUrl(entry.member.avatar_url, 'small')}
          alt=""
          width={52}
          height={85}
          loading="lazy"
        />
      </span>
      <p className="friends-activity__text">
        <Link to={profileUrl(entry)} className="friends-activity__member">
          {entry.member.username}
        </Link>
        {joined ? '' : ' '}
        {deed(entry)}
        <span className="friends-activity__time">
          <RelativeTime date={entry.created_at} />
        </span>
      </p>
    </li>
  );
}

/** What friends did recently (issue 19 §2): the latest entries, kept current live. */
export function FriendsActivityPanel() {
  const activity = useFriendsActivity();
  if (activity.isPending) return <Skeleton lines={3} />;
  if (activity.isError)
    return <EmptyState title="Could not load this">Please try again in a moment.</EmptyState>;
  const entries = activity.data.entries.slice(0, PANEL_ENTRIES);
  if (entries.length === 0) {
    return (
      <EmptyState title="Quiet for now">
        {SOCIAL.activityEmpty} <Link to="/friends">{SOCIAL.activityFindMembers}</Link>
      </EmptyState>
    );
  }
  return (
    <ul className="friends-activity" aria-label="Friends’ latest activity">
      {entries.map((entry) => (
        <ActivityItem key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}
