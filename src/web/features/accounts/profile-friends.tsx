import { Link } from 'react-router';
import { formatCount } from '../../../common/format-count.ts';
import { SOCIAL } from '../../../common/home-social.ts';
import { useFriendEvents, useMemberFriends } from '../../api/friends.ts';
import { useCurrentUser } from '../../api/session.ts';
import { MemberHead } from '../../ui/avatar/member-head.tsx';
import { Panel } from '../../ui/card.tsx';
import { FriendButton } from '../../ui/friend-button.tsx';
import { PixelSprite } from '../../ui/pixel-sprite.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { heartIcon } from '../../ui/sprites.ts';
import './profile-friends.css';

/** Add Friend / Requested / Accept request / Friends on another member's profile (issue 19 §2). */
export function ProfileFriendButton({ member }: { member: { id: number; username: string } }) {
  const { data } = useMemberFriends(member.id);
  if (!data) return null;
  return <FriendButton member={member} state={data.state} />;
}

/** The profile's "Friends" section: how many, and the first of them by name with their heads. */
export function ProfileFriends({ member }: { member: { id: number; username: string } }) {
  const me = useCurrentUser();
  const { data, isPending, isError } = useMemberFriends(member.id);
  useFriendEvents();
  const own = me?.id === member.id;
  return (
    <div id="friends" className="profile-friends">
      <Panel
        title="Friends"
        icon={<PixelSprite sprite={heartIcon} scale={2} />}
        actions={
          own ? (
            <Link to="/friends" className="panel__link">
              Your friends page →
            </Link>
          ) : undefined
        }
      >
        {isPending ? (
          <Skeleton lines={2} label="Loading friends…" />
        ) : isError ? (
          <p>The friends could not be loaded.</p>
        ) : data.total === 0 ? (
          <p className="profile-friends__empty">
            {own ? SOCIAL.ownFriendsEmpty : SOCIAL.memberFriendsEmpty(member.username)}
            {own && (
              <>
                {' '}
                <Link to="/friends">Find members to befriend</Link>
              </>
            )}
          </p>
        ) : (
          <>
            <p className="profile-friends__count">
              {data.total === 1 ? '1 friend' : `${formatCount(data.total)} friends`}
            </p>
            <ul className="profile-friends__list">
              {data.friends.map((friend) => (
                <li key={friend.id}>
                  <Link
                    to={`/profile/${encodeURIComponent(friend.username)}`}
                    className="profile-friends__link"
                  >
                    <MemberHead avatarUrl={friend.avatar_url} />
                    <span className="profile-friends__name">{friend.username}</span>
                  </Link>
                </li>
              ))}
            </ul>
            {data.total > data.friends.length && (
              <p className="profile-friends__more">and {data.total - data.friends.length} more</p>
            )}
          </>
        )}
      </Panel>
    </div>
  );
}
