import { type FormEvent, useState } from 'react';
import { MSG } from '../../../common/messages.ts';
import { ApiError, failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/status.tsx';
import { EditorField } from './editor-field.tsx';
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(MSG.textRequired);
    setError(null);
    edit.mutate(
      { postId, text },
      {
        onSuccess: onDone,
        onError: (failure) =>
          setError(
            failure instanceof ApiError ? failureMessage(failure, FORUM_MSG.editFailed) : FORUM_MSG.editError,
          ),
      },
    );
  };

  return (
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
  );
}
