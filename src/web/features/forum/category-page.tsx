import { useParams } from 'react-router';
import { ButtonLink } from '../../ui/button.tsx';
import { ComingSoon } from '../../ui/coming-soon.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { labelFromSlug } from './slug-label.ts';

export function CategoryPage() {
  const { categorySlug = '' } = useParams();
  const title = labelFromSlug(categorySlug);
  return (
    <div className="page">
      <PageHeader
        title={title}
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Forum', to: '/forum' }, { label: title }]}
        actions={
          <ButtonLink to={`/category/${categorySlug}/new`} size="sm">
            New Thread
          </ButtonLink>
        }
      />
      <ComingSoon backTo="/forum" backLabel="Back to Forum">
        The threads of this category, with sorting and filters, will be listed here.
      </ComingSoon>
    </div>
  );
}
