import { useLocation, useNavigate } from 'react-router';
import { Button } from './button.tsx';
import type { StatusMessage } from './status.tsx';
import './flash-notice.css';

/**
 * Navigation state that carries a message to the next screen: `navigate(url, { state: flash(text) })`.
 * A success that moves elsewhere (issue 18 §4: "Design submitted for review!" before the discussion
 * thread opens) is shown there, and stays until dismissed or the next navigation.
 */
export const flash = (text: string, tone: StatusMessage['tone'] = 'success') => ({ flash: { text, tone } });

function flashOf(state: unknown): StatusMessage | null {
  const message = (state as { flash?: StatusMessage } | null)?.flash;
  return message && typeof message.text === 'string' ? message : null;
}

/** The message a navigation brought along (see `flash`), above the screen, with a Dismiss button. */
export function FlashNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const message = flashOf(location.state);
  return (
    <div role="status" aria-live="polite" className="flash-notice">
      {message && (
        <p className={`notice notice--${message.tone} flash-notice__message`}>
          <span>{message.text}</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              void navigate(`${location.pathname}${location.search}${location.hash}`, {
                replace: true,
                state: null,
                preventScrollReset: true,
              })
            }
          >
            Dismiss
          </Button>
        </p>
      )}
    </div>
  );
}
