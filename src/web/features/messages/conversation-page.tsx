import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ConversationMessage } from '../../../common/conversations.ts';
import { ApiError, failureMessage } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { useCurrentUser } from '../../api/session.ts';
import { AuthorLink } from '../../ui/author-link.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Markdown } from '../../ui/markdown.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Notice, Status, useStatus } from '../../ui/status.tsx';
import { messageKeys, messagesOf, useConversation, useLeave, useReply } from './api.ts';
import { MessageReportDialog } from './message-report-dialog.tsx';
import { othersOf } from './recipients.ts';
import './messages.css';
import { EditorField } from '../../ui/editor/editor-field.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';

function MessageItem({
  message,
  mine,
  onReport,
}: {
  message: ConversationMessage;
  mine: boolean;
  onReport: () => void;
}) {
  const author = message.author?.username ?? 'Deleted member';
  return (
    <li
      id={`message-${message.id}`}
      className={mine ? 'card message message--mine' : 'card message'}
      aria-label={`Message by ${author}`}
    >
      <header className="message__head">
        <AuthorLink name={author} className="message__author" />
        <span className="message__when">
          <RelativeTime date={message.created_at} />
        </span>
        {!mine && (
          <button type="button" className="btn btn--ghost btn--sm message__report" onClick={onReport}>
            Report
          </button>
        )}
      </header>
      <Markdown text={message.content} className="message__body" />
    </li>
  );
}

/** One conversation (issue 17 §8): its messages, live; a reply box; leave and report. */
export function ConversationPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const user = useCurrentUser();
  const conversation = useConversation(id);
  const reply = useReply(id);
  const leave = useLeave(id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reporting, setReporting] = useState<{ id: number; author: string } | null>(null);
  const [status, showStatus] = useStatus();
  const messages = messagesOf(conversation.data);
  const first = conversation.data?.pages[0]?.conversation;

  // Opening it marked it read on the server: the header's figure follows.
  const loaded = conversation.isSuccess;
  useEffect(() => {
    if (loaded) void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
  }, [loaded]);

  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    if (lastId) document.getElementById(`message-${lastId}`)?.scrollIntoView({ block: 'nearest' });
  }, [lastId]);

  function send(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setError('Please write a message.');
    setError(null);
    reply.mutate(text, {
      onSuccess: () => setText(''),
      onError: (failure) =>
        setError(failureMessage(failure, 'Failed to send the message. Please try again.')),
    });
  }

  function leaveConversation() {
    if (!window.confirm('Leave this conversation? It disappears from your inbox.')) return;
    leave.mutate(undefined, {
      onSuccess: () => navigate('/messages'),
      onError: (failure) => showStatus(failureMessage(failure, 'Failed to leave the conversation.'), 'error'),
    });
  }

  const missing = conversation.error instanceof ApiError && conversation.error.status === 404;
  return (
    <div className="page page--reading">
      <PageHeader
        title={first?.title ?? 'Conversation'}
        subtitle={first ? `With ${othersOf(first, user?.id)}` : undefined}
        breadcrumbs={[
          { label: 'Home', to: '/home' },
          { label: 'Messages', to: '/messages' },
          { label: first?.title ?? 'Conversation' },
        ]}
        actions={
          first && (
            <Button variant="secondary" size="sm" busy={leave.isPending} onClick={leaveConversation}>
              Leave
            </Button>
          )
        }
      />
      <Status status={status} className="messages-status" />
      {conversation.isPending ? (
        <Skeleton lines={6} label="Loading conversation…" />
      ) : missing ? (
        <Card tone="muted" className="messages-missing">
          <p className="messages-missing__title">Conversation not found</p>
          <p>It does not exist, or you are not taking part in it.</p>
          <ButtonLink to="/messages" variant="secondary" size="sm">
            Back to Messages
          </ButtonLink>
        </Card>
      ) : conversation.isError ? (
        <LoadFailed
          className="messages-error"
          message="Failed to load the conversation"
          onRetry={() => void conversation.refetch()}
        />
      ) : (
        <>
          {conversation.hasNextPage && (
            <div className="conversation__older">
              <Button
                variant="secondary"
                size="sm"
                busy={conversation.isFetchingNextPage}
                onClick={() => void conversation.fetchNextPage()}
              >
                Show older messages
              </Button>
            </div>
          )}
          <ol className="conversation" aria-label="Messages" aria-live="polite">
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                mine={message.author?.id === user?.id}
                onReport={() =>
                  setReporting({ id: message.id, author: message.author?.username ?? 'someone' })
                }
              />
            ))}
          </ol>
          <Card className="conversation__reply">
            <form onSubmit={send} noValidate className="compose-form">
              <EditorField label="Reply" value={text} onChange={setText} rows={4} />
              {error && <Notice tone="error">{error}</Notice>}
              <div className="compose-form__actions">
                <Button type="submit" busy={reply.isPending} busyLabel="Sending…">
                  Send reply
                </Button>
              </div>
            </form>
          </Card>
          <MessageReportDialog
            conversationId={id}
            target={reporting}
            onClose={() => setReporting(null)}
            onReported={(message) => showStatus(message, 'success')}
          />
        </>
      )}
    </div>
  );
}
