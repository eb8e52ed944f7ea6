import { useState } from 'react';
import { MSG } from '../../../common/messages.ts';
import { Button } from '../../ui/button.tsx';
import { EditorField } from '../../ui/editor/editor-field.tsx';
import { Notice } from '../../ui/status.tsx';
import { FORUM_MSG } from './forum-messages.ts';
import { useEditPost } from './post-mutations.ts';
import { useHeldWrite } from './use-held-write.ts';

interface PostEditFormProps {
  threadId: number;
  postId: number;
  initialText: string;
  onDone: () => void;
}

export function PostEditForm({ threadId, postId, initialText, onDone }: PostEditFormProps) {
  const edit = useEditPost(threadId);
  const [text, setText] = useState(initialText);
  // issue 17 §6: the edit is kept and saved once the member has signed in again
  const { error, submit, dialog } = useHeldWrite({
    lead: FORUM_MSG.sessionEndedEdit,
    check: () => (text.trim() ? null : MSG.textRequired),
    write: async () => {
      await edit.mutateAsync({ postId, text });
      onDone();
    },
    failed: FORUM_MSG.editFailed,
    error: FORUM_MSG.editError,
  });

  return (
    <>
      <form className="form post-edit" onSubmit={submit} noValidate>
        <EditorField label="Edit post" value={text} onChange={setText} autoFocus />
        {error && <Notice tone="error">{error}</Notice>}
        <div className="button-row">
          <Button type="submit" size="sm" busy={edit.isPending} busyLabel="Saving…">
            Save
          </Button>
          <Button variant="secondary" size="sm" onClick={onDone} disabled={edit.isPending}>
            Cancel
          </Button>
        </div>
      </form>
      {dialog}
    </>
  );
}
