import { type FormEvent, useState } from 'react';
import { MSG } from '../../../common/messages.ts';
import { ApiError, failureMessage } from '../../api/client.ts';
import { sessionEnded } from '../../api/sign-in-again.ts';
import { Button } from '../../ui/button.tsx';
import { EditorField } from '../../ui/editor/editor-field.tsx';
import { useSignInAgain } from '../../ui/sign-in-again-dialog.tsx';
import { Notice } from '../../ui/status.tsx';
import { FORUM_MSG } from './forum-messages.ts';
import { useEditPost } from './post-mutations.ts';

interface PostEditFormProps {
  threadId: number;
  postId: number;
  initialText: string;
  onDone: () => void;
}

export function PostEditForm({ threadId, postId, initialText, onDone }: PostEditFormProps) {
  const edit = useEditPost(threadId);
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const signInAgain = useSignInAgain(FORUM_MSG.sessionEndedEdit);

  const send = async (): Promise<void> => {
    try {
      await edit.mutateAsync({ postId, text });
      onDone();
    } catch (failure) {
      // issue 17 §6: the edit is kept and saved once the member has signed in again
      if (sessionEnded(failure)) return signInAgain.ask(send);
      setError(
        failure instanceof ApiError ? failureMessage(failure, FORUM_MSG.editFailed) : FORUM_MSG.editError,
      );
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(MSG.textRequired);
    setError(null);
    void send();
  };

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
      {signInAgain.dialog}
    </>
  );
}
