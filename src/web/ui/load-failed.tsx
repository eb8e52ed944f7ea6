import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/status.tsx';

/** A load that failed, with Try Again (spec 2 §8). */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="shop-error">
      <Notice tone="error">{message}</Notice>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
