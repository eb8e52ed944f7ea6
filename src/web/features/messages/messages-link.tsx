import { Link } from 'react-router';
import { PixelSprite } from '../../ui/pixel-sprite.tsx';
import { useMessagesLive, useUnreadConversations } from './api.ts';
import { envelopeIcon } from './envelope-icon.ts';
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
      {unread > 0 && (
        <span className="messages-link__badge" aria-hidden="true">
          {unread > 9 ? '9+' : unread}
        </span>
      )}
    </Link>
  );
}
