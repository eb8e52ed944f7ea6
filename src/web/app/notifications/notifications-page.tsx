import { Link, useSearchParams } from 'react-router';
import type { NotificationView } from '../../../common/notifications.ts';
import { useCurrentUser } from '../../api/session.ts';
import { Button } from '../../ui/button.tsx';
import { Card, EmptyState } from '../../ui/card.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PixelSprite } from '../../ui/pixel-sprite.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { NOTIFICATION_ICONS, NOTIFICATION_KIND } from './notification-icons.ts';
import { notificationFromEvent } from './notification-list.ts';
import { useMarkRead, useStoredNotifications } from './notifications-api.ts';
import { markHeldRead } from './use-notifications.ts';
import './notification-bell.css';
import './notifications-page.css';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The notifications centre's full page (issue 17 §1): every stored notification, paged, live. */
export function NotificationsPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const { data, isPending, isError, refetch } = useStoredNotifications(page);
  const markRead = useMarkRead();

  const open = (item: NotificationView) => {
    if (!item.read) {
      markRead({ ids: [item.id] });
      if (user) markHeldRead(user.id, { ids: [notificationFromEvent(item).id] });
    }
  };
  const readAll = () => {
    markRead({ all: true });
    if (user) markHeldRead(user.id, { all: true });
  };

  return (
    <div className="page page--reading">
      <PageHeader
        title="Notifications"
        subtitle="Replies, mentions, quotes, reactions and messages for you, newest first."
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Notifications' }]}
      />
      {isPending ? (
        <Skeleton lines={8} label="Loading notifications…" />
      ) : isError ? (
        <LoadFailed
          className="notifications-page__error"
          message="Failed to load notifications"
          onRetry={() => void refetch()}
        />
      ) : (
        <Card className="notifications-page">
          <div className="notifications__head">
            <p className="notifications-page__count" aria-live="polite">
              {data.unread ? `${data.unread} unread` : 'All read'}
            </p>
            <Button variant="secondary" size="sm" disabled={!data.unread} onClick={readAll}>
              Mark all as read
            </Button>
          </div>
          {data.notifications.length === 0 ? (
            <EmptyState title={page > 1 ? 'No more notifications' : 'Nothing yet'}>
              Replies in threads you follow, mentions, quotes and reactions show up here.
            </EmptyState>
          ) : (
            <ul className="notifications__list notifications-page__list">
              {data.notifications.map((item) => (
                <li key={item.id}>
                  <NotificationRow item={item} onOpen={() => open(item)} />
                </li>
              ))}
            </ul>
          )}
          {(page > 1 || data.has_more) && (
            <nav className="notifications-page__pages" aria-label="Notification pages">
              {page > 1 ? (
                <Link className="btn btn--secondary btn--sm" to={`?page=${page - 1}`} rel="prev">
                  ‹ Newer
                </Link>
              ) : (
                <span />
              )}
              <span>Page {page}</span>
              {data.has_more ? (
                <Link className="btn btn--secondary btn--sm" to={`?page=${page + 1}`} rel="next">
                  Older ›
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </Card>
      )}
    </div>
  );
}

function NotificationRow({ item, onOpen }: { item: NotificationView; onOpen: () => void }) {
  const className = item.read ? 'notification' : 'notification notification--unread';
  const body = (
    <>
      <span className="notification__title">
        <PixelSprite
          sprite={NOTIFICATION_ICONS[item.type]}
          scale={2}
          className="notification__icon"
          title={NOTIFICATION_KIND[item.type]}
        />
        {!item.read && <span className="visually-hidden">Unread: </span>}
        {item.title}
      </span>
      <span className="notification__message">{item.message}</span>
      {item.excerpt && item.excerpt !== item.message && (
        <span className="notification__excerpt">{item.excerpt}</span>
      )}
      <span className="notification__time">
        <RelativeTime date={new Date(item.created_at)} />
      </span>
    </>
  );
  return item.url ? (
    <Link to={item.url} className={className} onClick={onOpen}>
      {body}
    </Link>
  ) : (
    <button type="button" className={`${className} notification--button`} onClick={onOpen}>
      {body}
    </button>
  );
}
