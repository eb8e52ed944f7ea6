import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ThreadPage } from '../../../common/forum-types.ts';
import { failureMessage } from '../../api/client.ts';
import { useCurrentUser } from '../../api/session.ts';
import { Button } from '../../ui/button.tsx';
import { Status, useStatus } from '../../ui/status.tsx';
import { useCategories } from './api.ts';
import { FORUM_MSG } from './forum-messages.ts';
import { moderatedCategoryIds } from './forum-permissions.ts';
import { type ThreadAction, useMoveThread, useToggleThreadFlag } from './moderator-mutations.ts';

interface Toggle {
  action: ThreadAction;
  on: boolean;
  labels: [off: string, on: string];
  done: [off: string, on: string];
  failed: string;
}

const toggle = (
  action: ThreadAction,
  on: boolean,
  labels: Toggle['labels'],
  done: Toggle['done'],
  failed: string,
): Toggle => ({ action, on, labels, done, failed });

/** A moderator's switches: the button's words off and on, what the status says after each, the failure. */
function togglesOf(thread: ThreadPage): Toggle[] {
  const m = FORUM_MSG;
  return [
    toggle('pin', thread.pinned, ['Pin', 'Unpin'], [m.unpinned, m.pinned], m.pinFailed),
    toggle('lock', thread.locked, ['Lock', 'Unlock'], [m.unlocked, m.locked], m.lockFailed),
    toggle('close', thread.closed, ['Close', 'Reopen'], [m.reopened, m.closed], m.closeFailed),
    toggle(
      'archive',
      thread.archive,
      ['Archive', 'Unarchive'],
      [m.unarchived, m.archived],
      m.archiveThreadFailed,
    ),
  ];
}

/** Spec 1 §2: the bar a moderator of the thread's category sees; a status line tells each outcome. */
export function ModeratorTools({ thread }: { thread: ThreadPage }) {
  const id = useId();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const categories = useCategories();
  const toggle = useToggleThreadFlag(thread.id);
  const move = useMoveThread(thread.id);
  const [status, show] = useStatus();
  const [target, setTarget] = useState('');

  const moderated = moderatedCategoryIds(user);
  const destinations = (categories.data ?? []).filter(
    (c) => c.id !== thread.category.id && moderated.has(c.id),
  );

  const run = ({ action, done, failed }: Toggle) =>
    toggle.mutate(action, {
      onSuccess: (value) => show(done[value ? 1 : 0], 'success'),
      onError: (error) => show(failureMessage(error, failed), 'error'),
    });

  const moveThread = () => {
    const categoryId = Number(target);
    if (!categoryId) return;
    move.mutate(categoryId, {
      onSuccess: (moved) => {
        setTarget('');
        show(FORUM_MSG.moved(moved.category_title), 'success');
        navigate(`/thread/${moved.category_slug}/${moved.slug}`, { replace: true });
      },
      onError: (error) => show(failureMessage(error, FORUM_MSG.moveFailed), 'error'),
    });
  };

  return (
    <section className="moderator-tools" aria-label="Moderator Tools">
      <h2 className="moderator-tools__title">Moderator Tools</h2>
      <div className="moderator-tools__row">
        {togglesOf(thread).map((item) => (
          <Button
            key={item.action}
            variant="secondary"
            size="sm"
            disabled={toggle.isPending}
            onClick={() => run(item)}
          >
            {item.labels[item.on ? 1 : 0]}
          </Button>
        ))}
        <div className="moderator-tools__move">
          <label htmlFor={`${id}-move`} className="visually-hidden">
            Move to category
          </label>
          <select
            id={`${id}-move`}
            className="field__input"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            <option value="">Move to…</option>
            {destinations.map((category) => (
              <option key={category.id} value={category.id}>
                {category.title}
              </option>
            ))}
          </select>
          <Button size="sm" disabled={!target} busy={move.isPending} onClick={moveThread}>
            Move
          </Button>
        </div>
      </div>
      <Status status={status} />
    </section>
  );
}
