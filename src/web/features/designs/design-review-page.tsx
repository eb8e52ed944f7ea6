import { useId, useState } from 'react';
import { MSG } from '../../../common/messages.ts';
import { isDesignTeam, useCurrentUser, useWhoami } from '../../api/session.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card, EmptyState } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PixelTabs, panelId, tabId } from '../../ui/pixel-tabs.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Notice, Status, useStatus } from '../../ui/status.tsx';
import { useReviewDesigns } from './api.ts';
import { ReviewCard } from './review-card.tsx';
import './designs.css';

type ReviewTab = 'pending' | 'all';

const HEADER = {
  title: 'Design Review',
  subtitle: 'Approve or reject the community’s designs. Three approvals publish a design.',
  breadcrumbs: [{ label: 'Home', to: '/home' }, { label: 'Design Review' }],
};

/** Design Review (spec 2 §2): the Design Team's dashboard. */
export function DesignReviewPage() {
  const id = useId();
  const whoami = useWhoami();
  const user = useCurrentUser();
  const allowed = isDesignTeam(user);
  const [tab, setTab] = useState<ReviewTab>('pending');
  const pending = useReviewDesigns('pending', allowed);
  const all = useReviewDesigns('all', allowed && tab === 'all');
  const [status, show] = useStatus(5000);

  if (whoami.isPending)
    return (
      <div className="page design-review">
        <PageHeader {...HEADER} />
        <Skeleton lines={6} label="Checking your session…" />
      </div>
    );

  if (!allowed)
    return (
      <div className="page design-review">
        <PageHeader {...HEADER} />
        <Card className="studio-gate">
          <p className="notice notice--info">{MSG.designTeamOnly}</p>
          <ButtonLink to="/home">Return Home</ButtonLink>
        </Card>
      </div>
    );

  const list = tab === 'pending' ? pending : all;
  const pendingCount = pending.data?.designs.length;
  return (
    <div className="page design-review">
      <PageHeader {...HEADER} />
      <PixelTabs
        tabs={[
          {
            value: 'pending',
            label: (
              <>
                Pending Review <span className="pixel-tab__count">{pendingCount ?? '…'}</span>
              </>
            ),
          },
          { value: 'all', label: 'All Submissions' },
        ]}
        active={tab}
        onSelect={setTab}
        label="Submissions"
        id={id}
      />
      <div role="tabpanel" id={panelId(id)} aria-labelledby={tabId(id, tab)} className="studio-panel">
        <Status status={status} className="studio-status" />
        {list.isPending && <Skeleton lines={8} label="Loading submissions…" />}
        {list.isError && <Notice tone="error">Failed to load the submissions. Please try again.</Notice>}
        {list.data?.designs.length === 0 && (
          <EmptyState title={tab === 'pending' ? 'Nothing waiting for review' : 'No submissions yet'}>
            New designs show up here when members submit them.
          </EmptyState>
        )}
        {list.data && list.data.designs.length > 0 && (
          <ul className="review-list">
            {list.data.designs.map((design) => (
              <ReviewCard
                key={design.id}
                design={design}
                isOwn={design.creator_username === user?.username}
                onMessage={show}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
