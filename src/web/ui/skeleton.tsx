interface SkeletonProps {
  /** Number of text lines to stand in for. */
  lines?: number;
  /** A block instead of lines, e.g. for a card or an image. */
  block?: boolean;
  label?: string;
}

/** A placeholder shown while content loads. */
export function Skeleton({ lines = 3, block = false, label = 'Loading…' }: SkeletonProps) {
  return (
    <div className="skeleton" role="status" aria-label={label}>
      {block ? (
        <span className="skeleton__block" />
      ) : (
        Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical and never reorder
          <span key={i} className="skeleton__line" />
        ))
      )}
    </div>
  );
}
