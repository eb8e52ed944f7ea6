import { useParams } from 'react-router';
import { ComingSoon } from '../../ui/coming-soon.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { labelFromSlug } from './slug-label.ts';

export function ThreadPage() {
  const { categorySlug = '', threadSlug = '' } = useParams();
  const category = labelFromSlug(categorySlug);
  const thread = labelFromSlug(threadSlug);
  return (
    <div className="page">
      <PageHeader
        title={thread}
        breadcrumbs={[
          { label: 'Home', to: '/home' },
          { label: 'Forum', to: '/forum' },
          { label: category, to: `/category/${categorySlug}` },
          { label: thread },
        ]}
      />
      <ComingSoon backTo={`/category/${categorySlug}`} backLabel={`Back to ${category}`}>
        Posts, replies and subscriptions for this thread will show up here.
      </ComingSoon>
    </div>
  );
}
