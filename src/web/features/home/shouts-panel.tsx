import { useState } from 'react';
import { Link } from 'react-router';
import { type ShoutView, SOCIAL } from '../../../common/home-social.ts';
import { failureMessage } from '../../api/client.ts';
import { useIgnoredIds } from '../../api/ignores.ts';
import { useCurrentUser } from '../../api/session.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/card.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Status, useStatus } from '../../ui/status.tsx';
import { shoutsOf, useDeleteShout, useShouts, useShoutsLive } from './shouts-api.ts';
import { ShoutForm } from './shouts-form.tsx';
import { ShoutItem } from './shouts-item.tsx';
import { ShoutReportDialog } from './shouts-report-dialog.tsx';
import './shouts.css';

/** The shoutbox (issue 19 §1): the wall, live, with a one-line form for members. */
export function ShoutsPanel() {
  const user = useCurrentUser();
  const ignored = useIgnoredIds();
  const shouts = useShouts();
  const remove = useDeleteShout();
  const [reporting, setReporting] = useState<ShoutView | null>(null);
  const [status, showStatus] = useStatus();
  useShoutsLive(ignored);

  const moderator = !!user?.permissions.some((p) => p === 'moderate' || p === 'admin');
  const wall = shoutsOf(shouts.data).filter((shout) => !ignored.has(shout.author.id));

  const confirmDelete = (shout: ShoutView) => {
    const whose = shout.author.id === user?.id ? 'your shout' : `this shout by ${shout.author.username}`;
    if (!window.confirm(`Delete ${whose}?`)) return;
    remove.mutate(shout.id, {
      onSuccess: (answer) => showStatus(answer.message, 'success'),
      onError: (error) => showStatus(failureMessage(error, 'That did not work. Please try again.'), 'error'),
    });
  };

  return (
    <div className="shouts">
      {user ? (
        <ShoutForm />
      ) : (
        <p className="shouts__visitor">
          <Link to="/">{SOCIAL.shoutSignIn}</Link>
        </p>
      )}
      <Status status={status} className="shouts__status" />
      {shouts.isPending ? (
        <Skeleton lines={4} label="Loading shouts…" />
      ) : shouts.isError ? (
        <LoadFailed
          className="shouts__error"
          message="Failed to load shouts"
          onRetry={() => void shouts.refetch()}
        />
      ) : wall.length === 0 ? (
        <EmptyState title="No shouts yet">Say hi to everyone!</EmptyState>
      ) : (
        <ol className="shouts__list" aria-label="Shouts, newest first">
          {wall.map((shout) => (
            <ShoutItem
              key={shout.id}
              shout={shout}
              viewerId={user?.id ?? null}
              moderator={moderator}
              deleting={remove.isPending && remove.variables === shout.id}
              onDelete={confirmDelete}
              onReport={setReporting}
            />
          ))}
          {shouts.hasNextPage && (
            <li className="shouts__more">
              <Button
                variant="secondary"
                size="sm"
                busy={shouts.isFetchingNextPage}
                busyLabel="Loading…"
                onClick={() => void shouts.fetchNextPage()}
              >
                Older shouts
              </Button>
            </li>
          )}
        </ol>
      )}
      <ShoutReportDialog
        shout={reporting}
        onClose={() => setReporting(null)}
        onReported={(message) => showStatus(message, 'success')}
      />
    </div>
  );
}
