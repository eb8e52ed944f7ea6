import { formatCount } from '../../common/format-count.ts';
import { type UnreadMarks, unreadLabel } from './unread-marks.ts';
import './unread-badge.css';

/** "New" or "3 new" beside a thread's title in a list; nothing when all is read. */
export function UnreadBadge({ marks }: { marks: UnreadMarks }) {
  const label = unreadLabel(marks);
  if (!label) return null;
  const count = marks.unread_count ?? 0;
  const spoken = marks.new ? 'New thread' : `${formatCount(count)} unread ${count === 1 ? 'post' : 'posts'}`;
  return (
    <span className={`badge unread-badge${marks.new ? ' unread-badge--new' : ''}`} title={spoken}>
      <span aria-hidden="true">{label}</span>
      <span className="visually-hidden">{spoken}</span>
    </span>
  );
}
