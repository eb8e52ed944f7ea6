import { type FormEvent, useRef, useState } from 'react';
import { replyDraftKey } from '../../../common/drafts.ts';
import type { Post } from '../../../common/forum-types.ts';
import { MSG } from '../../../common/messages.ts';
import { ApiError, failureMessage } from '../../api/client.ts';
import { sessionEnded } from '../../api/sign-in-again.ts';
import { useServerDraft } from '../../api/use-server-draft.ts';
import { Button } from '../../ui/button.tsx';
import { EditorField } from '../../ui/editor/editor-field.tsx';
import { useSignInAgain } from '../../ui/sign-in-again-dialog.tsx';
import { Notice, Status, useStatus } from '../../ui/status.tsx';
import { FORUM_MSG } from './forum-messages.ts';
import { useReply } from './post-mutations.ts';
import { useQuoteInbox } from './quote-store.ts';

interface ReplyFormProps {
  threadId: number;
  onPosted: (post: Post) => void;
}

export function ThreadReplyForm({ threadId, onPosted }: ReplyFormProps) {
  const reply = useReply(threadId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, show] = useStatus();
  // issue 17 §6: the text is kept on the server as it is typed, and survives an ended session
  const draft = useServerDraft(replyDraftKey(threadId), { text }, (saved) => setText(saved.text));
  const signInAgain = useSignInAgain(FORUM_MSG.sessionEndedReply);

  const send = async (): Promise<void> => {
    try {
      const { post } = await reply.mutateAsync(text);
      draft.discard();
      setText('');
      show(FORUM_MSG.replyPosted, 'success');
      onPosted(post);
    } catch (failure) {
      if (sessionEnded(failure)) return signInAgain.ask(send);
      setError(
        failure instanceof ApiError ? failureMessage(failure, FORUM_MSG.replyFailed) : FORUM_MSG.replyError,
      );
    }
  };
  const form = useRef<HTMLFormElement>(null);

  // issue 17 §4: a quote from a post lands at the end of the reply, and the editor takes the focus
  useQuoteInbox((quote) => {
    setText((current) => (current.trim() ? `${current.replace(/\s*$/, '')}\n\n${quote}` : quote));
    const input = form.current?.querySelector('textarea');
    form.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    requestAnimationFrame(() => {
      input?.focus({ preventScroll: true });
      input?.setSelectionRange(input.value.length, input.value.length);
    });
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(MSG.textRequired);
    setError(null);
    void send();
  };

  return (
    <>
      <form ref={form} className="form reply-form card" onSubmit={submit} onBlur={draft.flush} noValidate>
        <h2 className="reply-form__title">Write a reply</h2>
        <EditorField
          label="Your reply"
          value={text}
          onChange={setText}
          rows={6}
          placeholder="Be kind and on topic…"
        />
        {error && <Notice tone="error">{error}</Notice>}
        <Status status={status} />
        <div className="button-row">
          <Button type="submit" busy={reply.isPending} busyLabel="Posting…">
            Post Reply
          </Button>
          <span className="draft-status" aria-live="polite">
            {draft.status}
          </span>
        </div>
      </form>
      {signInAgain.dialog}
    </>
  );
}
