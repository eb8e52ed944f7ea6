import { useLiveStatus } from '../../api/live/hooks.ts';
import './live-status.css';

const usersOnline = (count: number) => `${count} ${count === 1 ? 'user' : 'users'} online`;

/**
 * The header's online count (spec 1 §4: it reports the active user count). `data-live-state` and
 * `data-live-mode` say how the connection is doing, for tests and for styling.
 */
export function LiveIndicator() {
  const { state, mode, onlineCount } = useLiveStatus();
  const shown = state === 'connected' && onlineCount !== null;
  return (
    <div className="live-status" data-live-state={state} data-live-mode={mode}>
      {shown && (
        <span className="live-status__online" title={usersOnline(onlineCount)}>
          <span className="live-status__dot" aria-hidden="true" />
          <span aria-hidden="true">{onlineCount} online</span>
          <span className="visually-hidden">{usersOnline(onlineCount)}</span>
        </span>
      )}
    </div>
  );
}

/** Spec 1 §8 'Connection lost', shown while the stream is down and reconnects are under way. */
export function ConnectionLostNotice() {
  const { state } = useLiveStatus();
  // The live region stays mounted so the change is announced.
  return (
    <div role="status" className="live-lost-region">
      {state === 'error' && (
        <p className="live-lost">
          <span className="live-lost__dot" aria-hidden="true" />
          Connection lost. Reconnecting…
        </p>
      )}
    </div>
  );
}
