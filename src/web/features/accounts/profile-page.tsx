import { useParams } from 'react-router';
import { formatCount } from '../../../common/format-count.ts';
import { formatDate } from '../../../common/format-date.ts';
import { MSG } from '../../../common/messages.ts';
import { ApiError } from '../../api/client.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Fact } from '../../ui/fact.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Notice } from '../../ui/status.tsx';
import { ProfileAchievements } from './profile-achievements.tsx';
import { usePublicUser } from './profile-api.ts';
import { ProfileAvatar } from './profile-avatar.tsx';
import { ProfileFriends } from './profile-friends.tsx';
import { ProfileMemberActions } from './profile-member-actions.tsx';
import { ProfileReactions } from './profile-reactions.tsx';
import { TryLook } from './try-look.tsx';
import './profile-page.css';

// spec 2 §8
const LOAD_FAILED = 'Failed to load user profile';

export function ProfilePage() {
  const { username = '' } = useParams();
  const { data: user, error, isPending, refetch } = usePublicUser(username);
  const notFound = error instanceof ApiError && error.status === 404;

  return (
    <div className="page">
      <PageHeader
        title={user?.username ?? username}
        subtitle="User Profile"
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Forum', to: '/forum' }, { label: username }]}
      />
      {isPending ? (
        <Skeleton block label="Loading profile…" />
      ) : notFound ? (
        <Card tone="muted" className="profile-missing">
          <p className="profile-missing__title">{MSG.userNotFound}</p>
          <p>There is no member called “{username}”. Check the spelling, or find people in the forum.</p>
          <ButtonLink to="/forum" variant="secondary" size="sm">
            Browse Forum
          </ButtonLink>
        </Card>
      ) : error ? (
        <div className="profile-missing">
          <Notice tone="error">{LOAD_FAILED}</Notice>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <Card className="profile-card">
          <ProfileAvatar userId={user.id} src={user.avatar} username={user.username} />
          <div className="profile-card__details">
            <h2 className="profile-card__name">
              {user.username}{' '}
              {user.suspended && <span className="badge profile-card__suspended">Suspended</span>}
            </h2>
            <dl className="profile-facts">
              <Fact term="User ID">#{user.id}</Fact>
              <Fact term="Member since">{formatDate(new Date(user.created), 'long')}</Fact>
              <Fact term="Posts">{formatCount(user.post_count)}</Fact>
              <Fact term="Threads started">{formatCount(user.thread_count)}</Fact>
              <ProfileReactions received={user.reactions_received} />
            </dl>
            <ProfileMemberActions member={user} />
          </div>
        </Card>
      )}
      {user && <ProfileFriends member={user} />}
      {user && <ProfileAchievements userId={user.id} />}
      {user && <TryLook member={user} />}
    </div>
  );
}
