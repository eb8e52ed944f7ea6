import { useRef, useState } from 'react';
import { replyDraftKey } from '../../../common/drafts.ts';
import type { Post } from '../../../common/forum-types.ts';
import { MSG } from '../../../common/messages.ts';
import { useServerDraft } from '../../api/use-server-draft.ts';
import { Button } from '../../ui/button.tsx';
import { EditorField } from '../../ui/editor/editor-field.tsx';
import { Notice, Status, useStatus } from '../../ui/status.tsx';
import { FORUM_MSG } from './forum-messages.ts';
import { useReply } from './post-mutations.ts';
import { useQuoteInbox } from './quote-store.ts';
import { useHeldWrite } from './use-held-write.ts';

interface ReplyFormProps {
  threadId: number;
  onPosted: (post: Post) => void;
}

export function ThreadReplyForm({ threadId, onPosted }: ReplyFormProps) {
  const reply = useReply(threadId);
  const [text, setText] = useState('');
  const [status, show] = useStatus();
  // issue 17 §6: the text is kept on the server as it is typed, and survives an ended session
  const draft = useServerDraft(replyDraftKey(threadId), { text }, (saved) => setText(saved.text));
  const { error, submit, dialog } = useHeldWrite({
    lead: FORUM_MSG.sessionEndedReply,
    check: () => (text.trim() ? null : MSG.textRequired),
    write: async () => {
      const { post } = await reply.mutateAsync(text);
      draft.discard();
      setText('');
      show(FORUM_MSG.replyPosted, 'success');
      onPosted(post);
    },
    failed: FORUM_MSG.replyFailed,
    error: FORUM_MSG.replyError,
  });
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
      {dialog}
    </>
  );
}
