import { useParams } from 'react-router';
import { ComingSoon } from '../../ui/coming-soon.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { labelFromSlug } from './slug-label.ts';

export function NewThreadPage() {
  const { categorySlug = '' } = useParams();
  const category = labelFromSlug(categorySlug);
  return (
    <div className="page">
      <PageHeader
        title="New Thread"
        breadcrumbs={[
          { label: 'Home', to: '/home' },
          { label: 'Forum', to: '/forum' },
          { label: category, to: `/category/${categorySlug}` },
          { label: 'New Thread' },
        ]}
      />
      <ComingSoon backTo={`/category/${categorySlug}`} backLabel={`Back to ${category}`}>
        A friendly editor for starting a new thread, with images and markdown, is on its way.
      </ComingSoon>
    </div>
  );
}
