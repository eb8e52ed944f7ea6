import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatCount } from '../../../common/format-count.ts';
import { MSG } from '../../../common/messages.ts';
import type { DesignView } from '../../../common/studio-types.ts';
import { failureMessage } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/card.tsx';
import { flash } from '../../ui/flash-notice.tsx';
import { PixelSprite } from '../../ui/pixel-sprite.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { coinIcon } from '../../ui/sprites.ts';
import { Notice, Status, useStatus } from '../../ui/status.tsx';
import { myDesignsQuery, useMyDesigns, useResetToDraft, useStartReview } from './api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { PositionEditor } from './position-editor.tsx';
import { SheetImage } from './sheet-image.tsx';
import { StatusBadge, WorkflowProgress } from './workflow-progress.tsx';

const CATEGORY_LABEL = (category: string) => category.replace('_', ' ');

/** issue 18 §1: what the design has earned its creator (10 % of each sale to someone else). */
function DesignEarnings({ design }: { design: DesignView }) {
  const copies = design.copies_sold ?? 0;
  return (
    <p className="design-card__earnings" data-testid="design-earnings">
      <span>
        <strong>{formatCount(copies)}</strong> {copies === 1 ? 'copy' : 'copies'} sold
      </span>
      <span>
        <PixelSprite sprite={coinIcon} scale={2} /> <strong>{formatCount(design.coins_earned ?? 0)}</strong>{' '}
        CitoCoin earned
      </span>
    </p>
  );
}

/** My Designs (spec 2 §2, §4): each design with what its status allows. */
export function MyDesigns({ onCreate }: { onCreate: () => void }) {
  const designs = useMyDesigns(true);
  const [editing, setEditing] = useState<number | null>(null);
  const [resetting, setResetting] = useState<DesignView | null>(null);
  const [status, show] = useStatus(5000);
  const startReview = useStartReview();
  const reset = useResetToDraft();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  if (editing !== null)
    return (
      <PositionEditor
        designId={editing}
        onDone={(message) => {
          setEditing(null);
          if (message) show(message, 'success');
        }}
      />
    );

  const submitForReview = (design: DesignView) =>
    startReview.mutate(design.id, {
      onSuccess: async () => {
        // spec 2 §4: submitting moves to the discussion thread, whose canonical URL the design now
        // carries; the success message goes along and stays there until dismissed (issue 18 §4)
        const fresh = await queryClient.fetchQuery({ ...myDesignsQuery, staleTime: 0 }).catch(() => null);
        const url = fresh?.designs.find((d) => d.id === design.id)?.workflow?.thread_url;
        if (url) void navigate(url, { state: flash(MSG.designSubmittedForReview) });
        else show(MSG.designSubmittedForReview, 'success');
      },
      onError: (error) => show(failureMessage(error, MSG.designReviewSubmitFailed), 'error'),
    });

  const confirmReset = () => {
    if (!resetting) return;
    reset.mutate(resetting.id, {
      onSuccess: () => show(MSG.designReset, 'success'),
      onError: (error) => show(failureMessage(error, MSG.designResetFailed), 'error'),
      onSettled: () => setResetting(null),
    });
  };

  return (
    <div className="my-designs">
      <Status status={status} className="studio-status" />
      {designs.isPending && <Skeleton lines={6} label="Loading your designs…" />}
      {designs.isError && <Notice tone="error">Failed to load your designs. Please try again.</Notice>}
      {designs.data && designs.data.designs.length === 0 && (
        <EmptyState title="No designs yet">
          Draw a sprite sheet and send it in.{' '}
          <button type="button" className="link-button" onClick={onCreate}>
            Submit your first design
          </button>
        </EmptyState>
      )}
      {designs.data && designs.data.designs.length > 0 && (
        <ul className="design-list">
          {designs.data.designs.map((design) => (
            <li key={design.id} className="design-card card" data-testid="design-card">
              <div className="design-card__sheet checker">
                <SheetImage design={design} />
              </div>
              <div className="design-card__main">
                <div className="design-card__head">
                  <h3 className="design-card__name">{design.name}</h3>
                  <StatusBadge status={design.status} />
                </div>
                <p className="design-card__meta">
                  <span className="badge">{CATEGORY_LABEL(design.category)}</span>
                  <span>
                    {design.variant_count} variant{design.variant_count === 1 ? '' : 's'}
                  </span>
                  <span>
                    {design.spriteWidth}×{design.spriteHeight}
                  </span>
                </p>
                {design.status === 'pending' && design.workflow && (
                  <WorkflowProgress workflow={design.workflow} />
                )}
                {design.status === 'approved' && (
                  <p className="design-card__note">Approved by the Design Team and on sale in the shop.</p>
                )}
                {design.status === 'approved' && <DesignEarnings design={design} />}
                {design.status === 'rejected' && (
                  <div className="design-card__rejection">
                    <strong>Rejected:</strong> {design.rejection_reason ?? 'No reason given.'}
                    {design.workflow?.thread_url && (
                      <>
                        {' '}
                        <Link to={design.workflow.thread_url}>Read the feedback</Link>
                      </>
                    )}
                  </div>
                )}
                <div className="button-row design-card__actions">
                  {design.status === 'draft' && (
                    <Button
                      onClick={() => submitForReview(design)}
                      busy={startReview.isPending && startReview.variables === design.id}
                      busyLabel="Submitting…"
                    >
                      Submit for Review
                    </Button>
                  )}
                  {(design.status === 'draft' || design.status === 'pending') && (
                    <Button variant="secondary" onClick={() => setEditing(design.id)}>
                      Edit &amp; Position
                    </Button>
                  )}
                  {design.status === 'rejected' && (
                    <Button variant="secondary" onClick={() => setResetting(design)}>
                      Reset to Draft
                    </Button>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={resetting !== null}
        title="Reset to draft?"
        confirmLabel="Reset to Draft"
        busy={reset.isPending}
        onConfirm={confirmReset}
        onClose={() => setResetting(null)}
      >
        <p>
          <strong>{resetting?.name}</strong> goes back to draft so you can change it and submit it for review
          again.
        </p>
      </ConfirmDialog>
    </div>
  );
}
