import { type ReactNode, useId } from 'react';
import { SOCIAL } from '../../../common/home-social.ts';
import { useFriendEvents, useFriends } from '../../api/friends.ts';
import { EmptyState } from '../../ui/card.tsx';
import { FriendButton } from '../../ui/friend-button.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PixelSprite } from '../../ui/pixel-sprite.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { heartIcon, searchIcon } from '../../ui/sprites.ts';
import { Notice, Status, useStatus } from '../../ui/status.tsx';
import { FindMembers } from './find-members.tsx';
import { FriendRow } from './friend-row.tsx';
import './friends.css';

function List({ loading, empty, children }: { loading: boolean; empty: ReactNode; children: ReactNode[] }) {
  if (loading) return <Skeleton lines={2} label="Loading…" />;
  return children.length ? <ul className="friend-list">{children}</ul> : empty;
}

/** A titled panel that is a named region, so each list can be found by its title. */
function Panel({
  title,
  icon,
  className,
  children,
}: {
  title: string;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={['card', 'panel', className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <header className="panel__header">
        <h2 id={id} className="panel__title">
          {icon && <span className="panel__icon">{icon}</span>}
          {title}
        </h2>
      </header>
      <div className="panel__body">{children}</div>
    </section>
  );
}

/** /friends (issue 19 §2): friends, requests both ways, and finding members to befriend. */
export function FriendsPage() {
  const { data, isPending, isError } = useFriends();
  const [status, showStatus] = useStatus();
  useFriendEvents();
  const lists = data ?? { friends: [], incoming: [], outgoing: [] };

  return (
    <div className="page friends-page">
      <PageHeader
        title="Friends"
        subtitle="Your friends, the requests waiting on you and on them, and members to befriend."
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Friends' }]}
      />
      {isError && <Notice tone="error">Your friends could not be loaded. Please try again.</Notice>}
      <Status status={status} className="friends-page__status" />
      <div className="friends-page__grid">
        <Panel title={`Friend requests (${lists.incoming.length})`} className="friends-page__incoming">
          <List loading={isPending} empty={<EmptyState title={SOCIAL.friendIncomingEmpty} />}>
            {lists.incoming.map((member) => (
              <FriendRow key={member.id} member={member} since={{ label: 'Asked', date: member.since }}>
                <FriendButton member={member} state="incoming" onAnswer={showStatus} />
              </FriendRow>
            ))}
          </List>
        </Panel>
        <Panel title="Find members" icon={<PixelSprite sprite={searchIcon} scale={2} />}>
          <FindMembers lists={data} onAnswer={showStatus} />
        </Panel>
      </div>
      <div className="friends-page__grid">
        <Panel
          title={`Your friends (${lists.friends.length})`}
          icon={<PixelSprite sprite={heartIcon} scale={2} />}
          className="friends-page__friends"
        >
          <List
            loading={isPending}
            empty={<EmptyState title={SOCIAL.friendsEmpty}>{SOCIAL.friendsEmptyHint}</EmptyState>}
          >
            {lists.friends.map((member) => (
              <FriendRow
                key={member.id}
                member={member}
                since={{ label: 'Friends since', date: member.since }}
              >
                <FriendButton member={member} state="friends" showBadge={false} onAnswer={showStatus} />
              </FriendRow>
            ))}
          </List>
        </Panel>
        <Panel title={`Sent requests (${lists.outgoing.length})`} className="friends-page__outgoing">
          <List loading={isPending} empty={<EmptyState title={SOCIAL.friendOutgoingEmpty} />}>
            {lists.outgoing.map((member) => (
              <FriendRow key={member.id} member={member} since={{ label: 'Sent', date: member.since }}>
                <FriendButton member={member} state="requested" showBadge={false} onAnswer={showStatus} />
              </FriendRow>
            ))}
          </List>
        </Panel>
      </div>
    </div>
  );
}
