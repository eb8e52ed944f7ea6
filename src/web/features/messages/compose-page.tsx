import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CONVERSATION_MAX_MEMBERS } from '../../../common/conversations.ts';
import { failureMessage } from '../../api/client.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Notice } from '../../ui/status.tsx';
import { useStartConversation } from './api.ts';
import { recipientsOf } from './recipients.ts';
import './messages.css';
import { EditorField } from '../../ui/editor/editor-field.tsx';

/** A new conversation (issue 17 §8): `/messages/new?to=alice` fills the recipients. */
export function ComposePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [to, setTo] = useState(params.getAll('to').join(', '));
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const start = useStartConversation();

  function submit(event: FormEvent) {
    event.preventDefault();
    const names = recipientsOf(to);
    if (names.length === 0) return setError('Please name at least one member to write to.');
    if (!title.trim()) return setError('Please give the conversation a title.');
    if (!text.trim()) return setError('Please write a message.');
    setError(null);
    start.mutate(
      { to: names, title: title.trim(), text },
      {
        onSuccess: (answer) => navigate(`/messages/${answer.conversation_id}`),
        onError: (failure) =>
          setError(failureMessage(failure, 'Failed to send the message. Please try again.')),
      },
    );
  }

  return (
    <div className="page page--reading">
      <PageHeader
        title="New message"
        breadcrumbs={[
          { label: 'Home', to: '/home' },
          { label: 'Messages', to: '/messages' },
          { label: 'New message' },
        ]}
      />
      <Card>
        <form className="compose-form" onSubmit={submit} noValidate>
          <TextField
            label="To"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            hint={`Usernames, separated by commas (up to ${CONVERSATION_MAX_MEMBERS - 1} members).`}
            autoComplete="off"
            required
          />
          <TextField
            label="Title"
            value={title}
            maxLength={150}
            onChange={(event) => setTitle(event.target.value)}
            required
          />
          <EditorField label="Message" value={text} onChange={setText} rows={8} />
          {error && <Notice tone="error">{error}</Notice>}
          <div className="compose-form__actions">
            <Button type="submit" busy={start.isPending} busyLabel="Sending…">
              Send
            </Button>
            <ButtonLink to="/messages" variant="secondary">
              Cancel
            </ButtonLink>
          </div>
        </form>
      </Card>
    </div>
  );
}
