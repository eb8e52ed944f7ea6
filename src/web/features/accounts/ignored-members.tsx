import { Link } from 'react-router';
import { failureMessage } from '../../api/client.ts';
import { useIgnored, useSetIgnored } from '../../api/ignores.ts';
import { Button } from '../../ui/button.tsx';
import { Panel } from '../../ui/card.tsx';
import { Status, useStatus } from '../../ui/status.tsx';

/** The account page's list of ignored members, each with an Unignore button (issue 17 §9). */
export function IgnoredMembers() {
  const ignored = useIgnored();
  const setIgnored = useSetIgnored();
  const [status, showStatus] = useStatus();
  const list = ignored.data ?? [];
  return (
    <Panel title="Ignore list" className="ignored-members">
      {ignored.isPending ? (
        <p className="muted">Loading…</p>
      ) : list.length === 0 ? (
        <p className="muted">
          You ignore nobody. Ignoring a member (from their profile) hides their posts and stops their
          messages.
        </p>
      ) : (
        <ul className="ignored-members__list">
          {list.map((member) => (
            <li key={member.id}>
              <Link to={`/profile/${encodeURIComponent(member.username)}`}>{member.username}</Link>
              <Button
                variant="secondary"
                size="sm"
                busy={setIgnored.isPending && setIgnored.variables.userId === member.id}
                aria-label={`Unignore ${member.username}`}
                onClick={() =>
                  setIgnored.mutate(
                    { userId: member.id, username: member.username, ignore: false },
                    {
                      onSuccess: () => showStatus(`You no longer ignore ${member.username}.`, 'success'),
                      onError: (error) => showStatus(failureMessage(error, 'That did not work.'), 'error'),
                    },
                  )
                }
              >
                Unignore
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Status status={status} />
    </Panel>
  );
}
