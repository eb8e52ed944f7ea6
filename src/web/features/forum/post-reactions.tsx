import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { Post } from '../../../common/forum-types.ts';
import {
  REACTION_LABELS,
  REACTIONS,
  type Reaction,
  type ReactionCount,
  reactionSummary,
} from '../../../common/reactions.ts';
import { ApiError, failureMessage } from '../../api/client.ts';
import { ReactionIcon } from '../../ui/reaction-icon.tsx';
import type { Tone } from '../../ui/status.tsx';
import { usePopup } from '../../ui/use-dismiss.ts';
import { reactionsOf, useReact, whoReactedQuery } from './reaction-api.ts';
import './post-reactions.css';

interface PostReactionsProps {
  post: Post;
  /** A member, not the author, and the post not read only: chips toggle and the picker shows. */
  canReact: boolean;
  showStatus: (text: string, tone: Tone) => void;
}

const REACT_FAILED = 'Your reaction could not be saved. Please try again.';

/** Under a post: its reactions as chips (icon and count), and the picker to add one (issue 17 §3). */
export function PostReactions({ post, canReact, showStatus }: PostReactionsProps) {
  const reactions = reactionsOf(post);
  const react = useReact(post);
  const [spinning, setSpinning] = useState(false);
  useEffect(() => {
    if (!spinning) return;
    const stop = window.setTimeout(() => setSpinning(false), 900);
    return () => window.clearTimeout(stop);
  }, [spinning]);

  const toggle = (reaction: Reaction) => {
    const adding = !reactions.find((r) => r.reaction === reaction)?.mine;
    if (adding && reaction === 'coin') setSpinning(true);
    react.mutate(
      { reaction, adding },
      {
        onError: (error) =>
          showStatus(error instanceof ApiError ? failureMessage(error, REACT_FAILED) : REACT_FAILED, 'error'),
      },
    );
  };

  if (reactions.length === 0 && !canReact) return null;
  return (
    <div className="post-reactions">
      {reactions.length > 0 && (
        <ul className="inline-list post-reactions__chips" aria-label="Reactions">
          {reactions.map((r) => (
            <li key={r.reaction}>
              <ReactionChip
                postId={post.id}
                count={r}
                canReact={canReact}
                spinning={spinning && r.reaction === 'coin'}
                onToggle={() => toggle(r.reaction)}
              />
            </li>
          ))}
        </ul>
      )}
      {canReact && <ReactionPicker reactions={reactions} onPick={toggle} />}
    </div>
  );
}

interface ChipProps {
  postId: number;
  count: ReactionCount;
  canReact: boolean;
  spinning: boolean;
  onToggle: () => void;
}

const LONG_PRESS_MS = 500;
const HOVER_DELAY_MS = 250;

/** One reaction's chip; who gave it shows on hover, keyboard focus or a long press. */
function ReactionChip({ postId, count, canReact, spinning, onToggle }: ChipProps) {
  const tooltipId = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const pressed = useRef(false);
  const clear = () => window.clearTimeout(timer.current);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (delay: number) => {
    clear();
    timer.current = window.setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clear();
    setOpen(false);
  };

  return (
    <span className="reaction-chip-wrap">
      <button
        type="button"
        className={['reaction-chip', count.mine && 'is-mine', spinning && 'is-spinning']
          .filter(Boolean)
          .join(' ')}
        aria-label={reactionSummary(count.reaction, count.count)}
        aria-pressed={canReact ? count.mine : undefined}
        aria-describedby={open ? tooltipId : undefined}
        onClick={() => {
          // A long press showed who reacted: it is not also a toggle.
          if (pressed.current) {
            pressed.current = false;
            return;
          }
          if (canReact) onToggle();
          else setOpen((value) => !value);
        }}
        onMouseEnter={() => show(HOVER_DELAY_MS)}
        onMouseLeave={hide}
        onFocus={() => show(0)}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === 'Escape') hide();
        }}
        onTouchStart={() => {
          clear();
          pressed.current = false;
          timer.current = window.setTimeout(() => {
            pressed.current = true;
            setOpen(true);
          }, LONG_PRESS_MS);
        }}
        onTouchEnd={clear}
        onTouchMove={clear}
        onContextMenu={(event) => {
          if (pressed.current) event.preventDefault();
        }}
      >
        <ReactionIcon reaction={count.reaction} />
        <span className="reaction-chip__count" aria-hidden="true">
          {count.count}
        </span>
      </button>
      {open && <WhoReacted id={tooltipId} postId={postId} reaction={count.reaction} />}
    </span>
  );
}

/** "Like: ana, bob and 3 more", loaded when first shown. */
function WhoReacted({ id, postId, reaction }: { id: string; postId: number; reaction: Reaction }) {
  const { data, isError } = useQuery(whoReactedQuery(postId));
  const entry = data?.find((r) => r.reaction === reaction);
  let text = 'Loading…';
  if (isError) text = 'Could not load who reacted';
  else if (data && !entry) text = 'Nobody any more';
  else if (entry) {
    const names = entry.users.slice(0, 10).map((user) => user.username);
    const more = entry.count - names.length;
    text = more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
  }
  return (
    <span id={id} role="tooltip" className="reaction-tooltip">
      <strong>{REACTION_LABELS[reaction]}</strong> {text}
    </span>
  );
}

/** The "add reaction" button and its picker: arrow keys move, Escape closes. */
function ReactionPicker({
  reactions,
  onPick,
}: {
  reactions: ReactionCount[];
  onPick: (reaction: Reaction) => void;
}) {
  const { open, setOpen, root, button, popupId: pickerId } = usePopup();
  const items = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    if (open) items.current[0]?.focus();
  }, [open]);

  const move = (from: number, by: number) => {
    const next = (from + by + REACTIONS.length) % REACTIONS.length;
    items.current[next]?.focus();
  };

  return (
    <div className="reaction-picker" ref={root}>
      <button
        ref={button}
        type="button"
        className="reaction-picker__toggle"
        title="Add a reaction"
        aria-expanded={open}
        aria-controls={open ? pickerId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" className="reaction-picker__plus">
          +
        </span>
        <ReactionIcon reaction="like" />
        <span className="reaction-picker__label">React</span>
      </button>
      {open && (
        <div id={pickerId} className="reaction-picker__menu" role="toolbar" aria-label="Pick a reaction">
          {REACTIONS.map((reaction, index) => {
            const mine = !!reactions.find((r) => r.reaction === reaction)?.mine;
            return (
              <button
                key={reaction}
                ref={(element) => {
                  items.current[index] = element;
                }}
                type="button"
                className={['reaction-picker__item', mine && 'is-mine'].filter(Boolean).join(' ')}
                aria-pressed={mine}
                aria-label={REACTION_LABELS[reaction]}
                title={REACTION_LABELS[reaction]}
                onClick={() => {
                  onPick(reaction);
                  setOpen(false);
                  button.current?.focus();
                }}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
                    event.preventDefault();
                    move(index, 1);
                  } else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
                    event.preventDefault();
                    move(index, -1);
                  } else if (event.key === 'Home') {
                    event.preventDefault();
                    move(0, 0);
                  } else if (event.key === 'End') {
                    event.preventDefault();
                    move(REACTIONS.length - 1, 0);
                  }
                }}
              >
                <ReactionIcon reaction={reaction} scale={3} />
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
