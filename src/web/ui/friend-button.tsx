import { useState } from 'react';
import { type FriendState, SOCIAL } from '../../common/home-social.ts';
import { failureMessage } from '../api/client.ts';
import { type FriendAction, useFriendAction } from '../api/friends.ts';
import { Button } from './button.tsx';
import { Status, useStatus } from './status.tsx';
import './friend-button.css';

interface FriendButtonProps {
  member: { id: number; username: string };
  state: FriendState;
  /** Whether to show "Friends" or "Requested" beside the buttons (a list's title may say it already). */
  showBadge?: boolean;
  /** Where the answer is told; by default beside the buttons (a list's row may be gone by then). */
  onAnswer?: (message: string, tone: 'success' | 'error') => void;
}

/**
 * Where the member stands with another, and what they can do about it (issue 19 §2): Add Friend,
 * Requested (and Withdraw), Accept request (and Decline), or Friends (and Unfriend, after a question).
 */
export function FriendButton({ member, state, showBadge = true, onAnswer }: FriendButtonProps) {
  const act = useFriendAction();
  const [status, showLocal] = useStatus();
  const showStatus = onAnswer ?? showLocal;
  const [confirming, setConfirming] = useState(false);
  const run = (action: FriendAction) =>
    act.mutate(
      { action, memberId: member.id },
      {
        onSuccess: (answer) => showStatus(answer.message, 'success'),
        onError: (error) => showStatus(failureMessage(error, SOCIAL.friendActionFailed), 'error'),
        onSettled: () => setConfirming(false),
      },
    );
  const busy = act.isPending;
  const pending = act.variables?.action;

  return (
    <div className="friend-button">
      <div className="friend-button__row">
        {state === 'none' && (
          <Button size="sm" busy={busy} busyLabel="Sending…" onClick={() => run('friend')}>
            Add Friend
          </Button>
        )}
        {state === 'requested' && (
          <>
            {showBadge && <span className="friend-badge">Requested</span>}
            <Button
              variant="ghost"
              size="sm"
              busy={busy}
              aria-label={`Withdraw your friend request to ${member.username}`}
              onClick={() => run('unfriend')}
            >
              Withdraw
            </Button>
          </>
        )}
        {state === 'incoming' && (
          <>
            <Button
              size="sm"
              busy={busy && pending === 'accept'}
              disabled={busy}
              onClick={() => run('accept')}
            >
              Accept request
            </Button>
            <Button
              variant="secondary"
              size="sm"
              busy={busy && pending === 'decline'}
              disabled={busy}
              onClick={() => run('decline')}
            >
              Decline
            </Button>
          </>
        )}
        {state === 'friends' &&
          (confirming ? (
            <>
              <span className="friend-button__question">{SOCIAL.friendUnfriendConfirm(member.username)}</span>
              <Button variant="danger" size="sm" busy={busy} onClick={() => run('unfriend')}>
                Yes, unfriend
              </Button>
              <Button variant="secondary" size="sm" disabled={busy} onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </>
          ) : (
            <>
              {showBadge && <span className="friend-badge friend-badge--friends">Friends</span>}
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Unfriend ${member.username}`}
                onClick={() => setConfirming(true)}
              >
                Unfriend
              </Button>
            </>
          ))}
      </div>
      {!onAnswer && <Status status={status} />}
    </div>
  );
}
