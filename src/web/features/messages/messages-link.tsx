import { Link } from 'react-router';
import { envelopeIcon } from '../../ui/envelope-icon.ts';
import { IconCount } from '../../ui/icon-count.tsx';
import { PixelSprite } from '../../ui/pixel-sprite.tsx';
import { useMessagesLive, useUnreadConversations } from './api.ts';
import './messages.css';

function envelopeLabel(unread: number): string {
  return unread ? `Messages (${unread} unread)` : 'Messages';
}

/** The header's envelope (issue 17 §8): conversations with unread messages, kept current live. */
export function MessagesLink() {
  const { data: unread = 0 } = useUnreadConversations(true);
  useMessagesLive();
  return (
    <Link to="/messages" className="icon-btn messages-link" aria-label={envelopeLabel(unread)}>
      <PixelSprite sprite={envelopeIcon} scale={2} />
      <IconCount count={unread} />
    </Link>
  );
}
