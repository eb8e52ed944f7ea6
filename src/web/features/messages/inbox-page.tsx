import { Link, useSearchParams } from 'react-router';
import type { ConversationSummary } from '../../../common/conversations.ts';
import { useCurrentUser } from '../../api/session.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/card.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useInbox } from './api.ts';
import { othersOf } from './recipients.ts';
import './messages.css';

function ConversationRow({ conversation, meId }: { conversation: ConversationSummary; meId?: number }) {
  const unread = conversation.unread_count > 0;
  const last = conversation.last_message;
  return (
    <li className={unread ? 'card inbox-item inbox-item--unread' : 'card inbox-item'}>
      <div className="inbox-item__main">
        <h2 className="inbox-item__title">
          {unread && <span className="visually-hidden">Unread: </span>}
          <Link to={`/messages/${conversation.id}`}>{conversation.title}</Link>
          {unread && (
            <span className="inbox-item__count" title={`${conversation.unread_count} unread`}>
              {conversation.unread_count} new
            </span>
          )}
        </h2>
        <p className="inbox-item__who">With {othersOf(conversation, meId)}</p>
        {last && (
          <p className="inbox-item__excerpt">
            <strong>{last.author?.username ?? 'Someone'}:</strong> {last.excerpt}
          </p>
        )}
      </div>
      <p className="inbox-item__when">
        <RelativeTime date={conversation.last_message_at} />
      </p>
    </li>
  );
}

/** The inbox (issue 17 §8): the member's conversations, newest activity first, unread ones marked. */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const user = useCurrentUser();
  const inbox = useInbox(page);
  return (
    <div className="page page--reading">
      <PageHeader
        title="Messages"
        subtitle="Private conversations with other members."
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Messages' }]}
        actions={
          <ButtonLink to="/messages/new" size="sm">
            New message
          </ButtonLink>
        }
      />
      {inbox.isPending ? (
        <Skeleton lines={6} label="Loading conversations…" />
      ) : inbox.isError ? (
        <LoadFailed
          className="messages-error"
          message="Failed to load your messages"
          onRetry={() => void inbox.refetch()}
        />
      ) : inbox.data.conversations.length === 0 ? (
        <EmptyState title="No conversations yet">
          Start one with “New message”, or with “Send message” on a member’s profile.
        </EmptyState>
      ) : (
        <>
          <ul className="inbox-list" aria-label="Conversations">
            {inbox.data.conversations.map((conversation) => (
              <ConversationRow key={conversation.id} conversation={conversation} meId={user?.id} />
            ))}
          </ul>
          {(page > 1 || inbox.data.has_more) && (
            <nav className="inbox-pages" aria-label="Pages">
              <Button
                variant="secondary"
                size="sm"
                disabled={page <= 1}
                onClick={() => setParams(page - 1 > 1 ? { page: String(page - 1) } : {})}
              >
                Newer
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={!inbox.data.has_more}
                onClick={() => setParams({ page: String(page + 1) })}
              >
                Older
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
