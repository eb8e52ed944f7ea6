import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Notice } from './status.tsx';
import './load-failed.css';

interface LoadFailedProps {
  message: ReactNode;
  onRetry: () => void;
  /** The box's own class, for its place on the page. */
  className?: string;
  /** A retry under way: the button says so and waits. */
  retrying?: boolean;
}

/** A load that failed, with Try Again (spec 2 §8). */
export function LoadFailed({ message, onRetry, className, retrying = false }: LoadFailedProps) {
  return (
    <div className={['load-failed', className].filter(Boolean).join(' ')}>
      <Notice tone="error">{message}</Notice>
      <Button variant="secondary" size="sm" busy={retrying} busyLabel="Trying…" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
