interface Flags {
  pinned: boolean;
  locked: boolean;
  closed: boolean;
  archive: boolean;
  trigger_warning?: string | null;
}

/** Pinned, locked, closed and archived badges, and a trigger warning when the author gave one. */
export function ThreadBadges({ thread }: { thread: Flags }) {
  const badges: Array<[key: string, label: string]> = [];
  if (thread.pinned) badges.push(['pinned', 'Pinned']);
  if (thread.locked) badges.push(['locked', 'Locked']);
  if (thread.closed) badges.push(['closed', 'Closed']);
  if (thread.archive) badges.push(['archived', 'Archived']);
  if (thread.trigger_warning) badges.push(['tw', `TW: ${thread.trigger_warning}`]);
  if (badges.length === 0) return null;
  return (
    <span className="thread-badges">
      {badges.map(([key, label]) => (
        <span key={key} className={`badge thread-badge thread-badge--${key}`}>
          {label}
        </span>
      ))}
    </span>
  );
}
