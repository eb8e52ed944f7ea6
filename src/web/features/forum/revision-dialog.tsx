import type { Post } from '../../../common/forum-types.ts';
import { Button } from '../../ui/button.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Notice } from '../../ui/status.tsx';
import { wordChanges } from './revision-diff.ts';
import { type PostRevisions, useRevisions } from './revisions-api.ts';
import './revision-dialog.css';

function ChangedText({ before, after }: { before: string; after: string }) {
  return (
    <div className="revision-diff">
      {wordChanges(before, after).map((change, index) => {
        const key = `${index}-${change.kind}`;
        if (change.kind === 'added')
          return (
            <ins key={key} className="revision-diff__added">
              {change.value}
            </ins>
          );
        if (change.kind === 'removed')
          return (
            <del key={key} className="revision-diff__removed">
              {change.value}
            </del>
          );
        return <span key={key}>{change.value}</span>;
      })}
    </div>
  );
}

/** Each edit as the changes it made, newest first: edit n turned version n into version n + 1. */
function RevisionList({ data }: { data: PostRevisions }) {
  const texts = [...data.revisions.map((revision) => revision.text), data.text];
  if (data.revisions.length === 0) return <p className="muted">No earlier versions were kept.</p>;
  const edits = data.revisions.map((revision, index) => ({ revision, index })).reverse();
  return (
    <ol className="revision-list" reversed>
      {edits.map(({ revision, index }) => (
        <li key={revision.edited_at + index} className="revision">
          <p className="revision__meta">
            <strong>Edit {index + 1}</strong> · <RelativeTime date={revision.edited_at} />
            {revision.editor && <> by {revision.editor.username}</>}
            {revision.by_moderator && <span className="badge revision__moderator">by a moderator</span>}
          </p>
          <ChangedText before={texts[index]!} after={texts[index + 1]!} />
        </li>
      ))}
    </ol>
  );
}

interface RevisionDialogProps {
  post: Post;
  open: boolean;
  onClose: () => void;
}

/** A post's edit history with the changes highlighted (issue 17 §7). Loaded on demand with jsdiff. */
export default function RevisionDialog({ post, open, onClose }: RevisionDialogProps) {
  const revisions = useRevisions(post.id, post.edited, open);
  return (
    <ModalDialog
      open={open}
      title="Edit history"
      className="modal-dialog--wide revision-dialog"
      onClose={onClose}
    >
      <p className="muted modal-dialog__lead">
        Post by {post.author}. <del className="revision-diff__removed">Removed</del> and{' '}
        <ins className="revision-diff__added">added</ins> words are marked.
      </p>
      {revisions.data ? (
        <RevisionList data={revisions.data} />
      ) : revisions.isError ? (
        <Notice tone="error">Failed to load the edit history</Notice>
      ) : (
        <Skeleton lines={4} label="Loading the edit history…" />
      )}
      <div className="button-row">
        <Button variant="secondary" onClick={onClose} autoFocus>
          Close
        </Button>
      </div>
    </ModalDialog>
  );
}
