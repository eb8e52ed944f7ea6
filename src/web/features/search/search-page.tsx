import { useSearchParams } from 'react-router';
import { MSG } from '../../../common/messages.ts';
import { ComingSoon } from '../../ui/coming-soon.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Notice } from '../../ui/status.tsx';

export function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  return (
    <div className="page">
      <PageHeader
        title="Search Results"
        subtitle={query ? `Results for “${query}”` : undefined}
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Forum', to: '/forum' }, { label: 'Search' }]}
      />
      {query.length > 0 && query.length < 3 && <Notice tone="error">{MSG.searchTooShort}</Notice>}
      <ComingSoon backTo="/forum" backLabel="Back to Forum">
        Matching threads and posts will be listed here, with tabs for each.
      </ComingSoon>
    </div>
  );
}
