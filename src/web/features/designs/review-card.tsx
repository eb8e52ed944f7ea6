import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { MSG } from '../../../common/messages.ts';
import { APPROVALS_NEEDED, type DesignView } from '../../../common/studio-types.ts';
import { failureMessage } from '../../api/client.ts';
import { AvatarCanvas } from '../../ui/avatar/avatar-canvas.tsx';
import { ItemSprite } from '../../ui/avatar/item-sprite.tsx';
import { Button } from '../../ui/button.tsx';
import type { Tone } from '../../ui/status.tsx';
import { useReviewAction } from './api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { approvalStep, currentStep } from './design-rules.ts';
import { RejectDialog, type Rejection } from './reject-dialog.tsx';
import { outfitWith, usePreviewSkin } from './use-preview-skin.ts';
import { StatusBadge } from './workflow-progress.tsx';

// spec 2 §7: approving sends a fixed meets-quality text
const APPROVE_NOTES = 'Design meets quality standards';

interface ReviewCardProps {
  design: DesignView;
  isOwn: boolean;
  onMessage: (text: string, tone: Tone) => void;
}

/** One submission: preview, facts, review progress and, when the reviewer may act, Approve and Reject. */
export function ReviewCard({ design, isOwn, onMessage }: ReviewCardProps) {
  const skin = usePreviewSkin();
  const action = useReviewAction();
  const [shown, setShown] = useState(design.variants[0]?.id ?? null);
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const workflow = design.workflow;
  const step = currentStep(workflow);
  const approvals = approvalStep(workflow);
  const variant = design.variants.find((v) => v.id === shown) ?? design.variants[0];
  const outfit = useMemo(() => (variant ? outfitWith(skin, variant, variant.offset) : []), [skin, variant]);
  const waiting = design.status === 'pending' && workflow?.status === 'active';

  const approve = () =>
    action.mutate(
      { workflowId: workflow!.id, body: { action: 'approve', notes: APPROVE_NOTES } },
      {
        onSuccess: () => onMessage(MSG.designApproved, 'success'),
        onError: (error) => onMessage(failureMessage(error, MSG.approveFailed), 'error'),
        onSettled: () => setApproving(false),
      },
    );

  const reject = (rejection: Rejection) =>
    action.mutate(
      {
        workflowId: workflow!.id,
        body: {
          action: 'reject',
          reason: rejection.reason,
          feedback: rejection.feedback,
          ...(rejection.internalNote ? { internal_note: rejection.internalNote } : {}),
        },
      },
      {
        onSuccess: () => {
          setRejecting(false);
          onMessage(MSG.designRejected, 'success');
        },
        onError: (error) => onMessage(failureMessage(error, MSG.rejectFailed), 'error'),
      },
    );

  let actions: ReactNode = null;
  if (waiting && !isOwn) {
    if (workflow.has_acted)
      actions = <p className="review-card__done notice notice--info">{MSG.alreadyReviewed}</p>;
    else if (step?.can_act)
      actions = (
        <div className="button-row">
          <Button onClick={() => setApproving(true)}>Approve</Button>
          <Button variant="danger" onClick={() => setRejecting(true)}>
            Reject
          </Button>
        </div>
      );
  } else if (waiting && isOwn) {
    actions = <p className="muted">This is your own design; other team members review it.</p>;
  }

  return (
    <li className="review-card card" data-testid="review-card" aria-label={design.name}>
      <div className="review-card__preview">
        <div className="avatar-frame review-card__avatar">
          {variant && <AvatarCanvas outfit={outfit} size="large" />}
        </div>
        {/* issue 18 §4: every variant in a wrapping grid; the sheet cropped designs past two */}
        <ul className="review-card__variants" aria-label={`${design.name} variants`}>
          {design.variants.map((v) => (
            <li key={v.id}>
              <button
                type="button"
                className="review-card__variant checker"
                aria-pressed={v.id === variant?.id}
                aria-label={`Preview ${v.variant_name}`}
                onClick={() => setShown(v.id)}
              >
                <ItemSprite item={v} width={56} height={72} />
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="review-card__main">
        <div className="design-card__head">
          <h2 className="design-card__name">{design.name}</h2>
          <StatusBadge status={design.status} />
        </div>
        <p className="design-card__meta">
          <span>
            by{' '}
            {design.creator_username ? (
              <Link to={`/profile/${design.creator_username}`}>{design.creator_username}</Link>
            ) : (
              'unknown'
            )}
          </span>
          <span className="badge">{design.category.replace('_', ' ')}</span>
          <span>
            {design.spriteWidth}×{design.spriteHeight}
          </span>
        </p>
        {workflow && (
          <p className="review-card__progress">
            {step ? (
              <>
                Step: <strong>{step.name}</strong>
              </>
            ) : (
              <>Review finished</>
            )}
            {approvals && (
              <span className="workflow__count">
                {approvals.approvals}/{approvals.required_approvals || APPROVALS_NEEDED} approvals
              </span>
            )}
            {workflow.thread_url && <Link to={workflow.thread_url}>Discussion thread →</Link>}
          </p>
        )}
        {design.status === 'rejected' && design.rejection_reason && (
          <p className="design-card__rejection">
            <strong>Rejected:</strong> {design.rejection_reason}
          </p>
        )}
        <table className="variant-table">
          <caption className="visually-hidden">Variants and prices</caption>
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">Coins</th>
              <th scope="col">Gems</th>
              <th scope="col">Layer</th>
            </tr>
          </thead>
          <tbody>
            {design.variants.map((v) => (
              <tr key={v.id} aria-selected={v.id === variant?.id}>
                <td>
                  <button type="button" className="variant-table__pick" onClick={() => setShown(v.id)}>
                    <span className="swatch" style={{ backgroundColor: v.hex_color }} aria-hidden="true" />
                    {v.variant_name}
                  </button>
                </td>
                <td>{v.price_coins}</td>
                <td>{v.price_gems}</td>
                <td>{v.default_layer}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {actions}
      </div>
      <ConfirmDialog
        open={approving}
        title="Approve this design?"
        confirmLabel="Approve"
        busy={action.isPending}
        onConfirm={approve}
        onClose={() => setApproving(false)}
      >
        <p>
          Your approval of <strong>{design.name}</strong> is posted to its discussion thread. With{' '}
          {APPROVALS_NEEDED} approvals it goes on sale.
        </p>
      </ConfirmDialog>
      <RejectDialog
        open={rejecting}
        designName={design.name}
        busy={action.isPending}
        onReject={reject}
        onClose={() => setRejecting(false)}
      />
    </li>
  );
}
