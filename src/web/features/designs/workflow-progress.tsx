import { Link } from 'react-router';
import type { DesignStatus, WorkflowView } from '../../../common/studio-types.ts';
import { APPROVALS_NEEDED } from '../../../common/studio-types.ts';
import { approvalStep, currentStep } from './design-rules.ts';

const STATUS_LABELS: Record<DesignStatus, string> = {
  draft: 'Draft',
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function StatusBadge({ status }: { status: DesignStatus }) {
  return <span className={`badge design-status design-status--${status}`}>{STATUS_LABELS[status]}</span>;
}

const STEP_MARKS = { completed: '✔', in_progress: '▶', pending: '·', rejected: '✖' } as const;

/** Spec 2 §4: the current step, its approvals as n/3 and the steps list, with the discussion link. */
export function WorkflowProgress({ workflow }: { workflow: WorkflowView }) {
  const step = currentStep(workflow);
  const approvals = approvalStep(workflow);
  const needed = approvals?.required_approvals || APPROVALS_NEEDED;
  return (
    <div className="workflow">
      <p className="workflow__summary">
        {step ? (
          <>
            Current step: <strong>{step.name}</strong>
          </>
        ) : (
          'Review finished'
        )}
        {approvals && (
          <span className="workflow__count">
            {approvals.approvals}/{needed} approvals
          </span>
        )}
      </p>
      {approvals && (
        <div className="workflow__meter" aria-hidden="true">
          {Array.from({ length: needed }, (_, i) => i).map((i) => (
            <span
              key={i}
              className={i < approvals.approvals ? 'workflow__pip workflow__pip--on' : 'workflow__pip'}
            />
          ))}
        </div>
      )}
      <ol className="inline-list workflow__steps">
        {workflow.steps.map((s) => (
          <li key={s.id} className={`workflow__step workflow__step--${s.status}`}>
            <span className="workflow__mark" aria-hidden="true">
              {STEP_MARKS[s.status]}
            </span>
            {s.name} <span className="workflow__state">({s.status.replace('_', ' ')})</span>
          </li>
        ))}
      </ol>
      {workflow.thread_url && (
        <Link to={workflow.thread_url} className="workflow__thread">
          View discussion thread →
        </Link>
      )}
    </div>
  );
}
