import { useCallback, useEffect, useRef, useState } from 'react';
import { STATUS_MESSAGE_MS } from '../../common/limits.ts';

export type Tone = 'success' | 'error' | 'info';

export interface StatusMessage {
  text: string;
  tone: Tone;
}

/** A message that clears itself after 3 s (spec 1 §9). */
export function useStatus(durationMs = STATUS_MESSAGE_MS) {
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const show = useCallback(
    (text: string, tone: Tone = 'info') => {
      window.clearTimeout(timer.current);
      setStatus({ text, tone });
      timer.current = window.setTimeout(() => setStatus(null), durationMs);
    },
    [durationMs],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [status, show] as const;
}

/** The live region stays mounted even when empty, so screen readers announce each new message. */
export function Status({ status, className }: { status: StatusMessage | null; className?: string }) {
  return (
    <p role="status" aria-live="polite" className={['status', className].filter(Boolean).join(' ')}>
      {status && <span className={`notice notice--${status.tone}`}>{status.text}</span>}
    </p>
  );
}

/** A message that stays until the next attempt: form errors and one-off notices. */
export function Notice({ tone, children }: { tone: Tone; children: React.ReactNode }) {
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`notice notice--${tone}`}>
      {children}
    </p>
  );
}
