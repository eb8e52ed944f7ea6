import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { threadDraftKey } from '../../../common/drafts.ts';
import { THREAD_TITLE_MAX } from '../../../common/limits.ts';
import { MSG } from '../../../common/messages.ts';
import { hasVisibleText } from '../../../common/text.ts';
import { useWhoami } from '../../api/session.ts';
import { useServerDraft } from '../../api/use-server-draft.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { EditorField } from '../../ui/editor/editor-field.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Notice } from '../../ui/status.tsx';
import { isNotFound, useCategoryPage } from './api.ts';
import { FORUM_MSG } from './forum-messages.ts';
import { useForumAccess } from './forum-permissions.ts';
import { labelFromSlug } from './slug-label.ts';
import { useCreateThread } from './thread-mutations.ts';
import { useHeldWrite } from './use-held-write.ts';
import './forum.css';

function NewThreadForm({ categoryId, cancelTo }: { categoryId: number; cancelTo: string }) {
  const navigate = useNavigate();
  const create = useCreateThread(categoryId);
  const [title, setTitle] = useState('');
  const [warning, setWarning] = useState('');
  const [text, setText] = useState('');
  // issue 17 §6: kept on the server as it is typed; an ended session asks to sign in on the page
  const draft = useServerDraft(threadDraftKey(categoryId), { title, text }, (saved) => {
    setTitle(saved.title ?? '');
    setText(saved.text);
  });
  const { error, submit, dialog } = useHeldWrite({
    lead: FORUM_MSG.loginToCreate,
    check: () => {
      if (!hasVisibleText(title)) return MSG.titleRequired;
      return text.trim() ? null : MSG.textRequired;
    },
    write: async () => {
      const input = { title: title.trim(), text, ...(warning.trim() && { trigger_warning: warning.trim() }) };
      const created = await create.mutateAsync(input);
      draft.discard();
      navigate(`/thread/${created.category_slug}/${created.slug}`);
    },
    failed: FORUM_MSG.createFailed,
    error: FORUM_MSG.createError,
  });

  return (
    <Card className="new-thread">
      <form className="form" onSubmit={submit} onBlur={draft.flush} noValidate>
        <TextField
          label="Title"
          value={title}
          maxLength={THREAD_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          placeholder="What is your thread about?"
        />
        <TextField
          label="Trigger warning (optional)"
          value={warning}
          maxLength={200}
          onChange={(event) => setWarning(event.target.value)}
          hint="Name sensitive topics so readers can choose to skip them."
        />
        <EditorField
          label="Content"
          value={text}
          onChange={setText}
          rows={12}
          placeholder="Write in markdown…"
        />
        {error && <Notice tone="error">{error}</Notice>}
        <div className="button-row">
          <Button type="submit" busy={create.isPending} busyLabel="Creating…">
            Create Thread
          </Button>
          <ButtonLink to={cancelTo} variant="secondary">
            Cancel
          </ButtonLink>
          <span className="draft-status" aria-live="polite">
            {draft.status}
          </span>
        </div>
      </form>
      {dialog}
    </Card>
  );
}

export function NewThreadPage() {
  const { categorySlug = '' } = useParams();
  const category = useCategoryPage(categorySlug);
  const whoami = useWhoami();
  const access = useForumAccess(category.data?.id);
  const title = category.data?.title ?? labelFromSlug(categorySlug);
  const categoryUrl = `/category/${category.data?.slug ?? categorySlug}`;

  let body: React.ReactNode;
  if (!categorySlug) body = <Notice tone="error">{FORUM_MSG.noCategory}</Notice>;
  else if (category.isPending || whoami.isPending) body = <Skeleton lines={8} label="Loading…" />;
  else if (!category.data)
    body = (
      <Notice tone="error">
        {isNotFound(category.error) ? MSG.categoryNotFound : FORUM_MSG.loadCategoryInfoFailed}
      </Notice>
    );
  else if (!access.user)
    body = (
      <Notice tone="info">
        {MSG.loginToCreateThread}. <Link to="/">Log in</Link>
      </Notice>
    );
  else if (!access.canPost) body = <Notice tone="error">{MSG.noPostPermission}</Notice>;
  else body = <NewThreadForm categoryId={category.data.id} cancelTo={categoryUrl} />;

  return (
    <div className="page page--reading">
      <PageHeader
        title="New Thread"
        subtitle={category.data ? `Start a conversation in ${category.data.title}.` : undefined}
        breadcrumbs={[
          { label: 'Home', to: '/home' },
          { label: 'Forum', to: '/forum' },
          { label: title, to: categoryUrl },
          { label: 'New Thread' },
        ]}
      />
      {body}
    </div>
  );
}
