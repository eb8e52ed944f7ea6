import { Link, useNavigate } from 'react-router';
import { IconCount } from '../../ui/icon-count.tsx';
import { PixelSprite } from '../../ui/pixel-sprite.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { bellIcon } from './bell-icon.ts';
import { NOTIFICATIONS_RECENT, type NotificationItem, unreadCount } from './notification-list.ts';
import { useNotificationFeed, useNotifications, useStoredSync } from './use-notifications.ts';
import './notification-bell.css';
import { usePopup } from '../../ui/use-dismiss.ts';

function bellLabel(unread: number): string {
  return unread ? `Notifications (${unread} unread)` : 'Notifications';
}

/** The header bell (spec 1 §3, §9): unread count, the 10 most recent, 'Mark all as read'. */
export function NotificationBell({ userId }: { userId: number }) {
  const { items, markRead, markAllRead } = useNotifications(userId);
  const navigate = useNavigate();
  const { open, setOpen, root, button, popupId: panelId } = usePopup();
  const unread = unreadCount(items);

  const follow = (item: NotificationItem) => {
    markRead(item.id);
    setOpen(false);
    navigate(item.url);
  };
  useNotificationFeed(userId, follow);
  useStoredSync(userId);

  const recent = items.slice(0, NOTIFICATIONS_RECENT);
  return (
    <div className="notifications" ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-btn notifications__bell"
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <PixelSprite sprite={bellIcon} scale={2} />
        <IconCount count={unread} />
      </button>
      <div id={panelId} className="notifications__panel" hidden={!open}>
        <div className="notifications__head">
          <h2 className="notifications__title">Notifications</h2>
          <button
            type="button"
            className="btn btn--secondary btn--sm notifications__read-all"
            disabled={!unread}
            onClick={markAllRead}
          >
            Mark all as read
          </button>
        </div>
        {recent.length === 0 ? (
          <p className="notifications__empty">Nothing yet. Replies in threads you follow show up here.</p>
        ) : (
          <ul className="notifications__list">
            {recent.map((item) => (
              <li key={item.id}>
                <Link
                  to={item.url}
                  className={item.read ? 'notification' : 'notification notification--unread'}
                  onClick={() => {
                    markRead(item.id);
                    setOpen(false);
                  }}
                >
                  <span className="notification__title">
                    {!item.read && <span className="visually-hidden">Unread: </span>}
                    {item.title}
                  </span>
                  <span className="notification__message">{item.message}</span>
                  <span className="notification__time">
                    <RelativeTime date={new Date(item.timestamp)} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link to="/notifications" className="notifications__all" onClick={() => setOpen(false)}>
          See all notifications
        </Link>
      </div>
    </div>
  );
}
