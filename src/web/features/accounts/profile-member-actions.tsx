import { useState } from 'react';
import { failureMessage } from '../../api/client.ts';
import { useIgnored, useSetIgnored } from '../../api/ignores.ts';
import { useCurrentUser } from '../../api/session.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { GiftDialog } from '../../ui/gift-dialog.tsx';
import { Status, useStatus } from '../../ui/status.tsx';
import { ProfileFriendButton } from './profile-friends.tsx';

/** "Send message" and "Ignore"/"Unignore" on another member's profile (issue 17 §8, §9). */
export function ProfileMemberActions({ member }: { member: { id: number; username: string } }) {
  const me = useCurrentUser();
  const ignoredList = useIgnored();
  const setIgnored = useSetIgnored();
  const [status, showStatus] = useStatus();
  const [gifting, setGifting] = useState(false);
  if (!me || me.id === member.id) return null;
  const ignored = (ignoredList.data ?? []).some((m) => m.id === member.id);

  const toggle = () =>
    setIgnored.mutate(
      { userId: member.id, username: member.username, ignore: !ignored },
      {
        onSuccess: () =>
          showStatus(
            ignored ? `You no longer ignore ${member.username}.` : `You now ignore ${member.username}.`,
            'success',
          ),
        onError: (error) =>
          showStatus(failureMessage(error, 'That did not work. Please try again.'), 'error'),
      },
    );

  return (
    <div className="profile-actions">
      <ProfileFriendButton member={member} />
      <div className="profile-actions__buttons">
        <ButtonLink to={`/messages/new?to=${encodeURIComponent(member.username)}`} size="sm">
          Send message
        </ButtonLink>
        <ButtonLink
          to={`/trades/new?to=${encodeURIComponent(member.username)}`}
          size="sm"
          variant="secondary"
        >
          Trade
        </ButtonLink>
        <Button variant="secondary" size="sm" onClick={() => setGifting(true)}>
          Send a gift
        </Button>
        <Button variant="secondary" size="sm" busy={setIgnored.isPending} onClick={toggle}>
          {ignored ? 'Unignore' : 'Ignore'}
        </Button>
      </div>
      <Status status={status} />
      <GiftDialog open={gifting} onClose={() => setGifting(false)} to={member.username} />
    </div>
  );
}
