import { useCallback, useId } from 'react';
import { useSearchParams } from 'react-router';
import { MSG } from '../../../common/messages.ts';
import { queryProblem, readSearchParams } from '../../../common/search-params.ts';
import type { SearchResponse, SearchType } from '../../../common/search-types.ts';
import { failureMessage } from '../../api/client.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { panelId, tabId } from '../../ui/pixel-tabs.tsx';
import { Notice } from '../../ui/status.tsx';
import { useSearch } from './api.ts';
import { SearchField } from './search-field.tsx';
import { AllResults, KindResults, NoResults, ResultsSkeleton, SearchFailure } from './search-panel.tsx';
import { formatCount, toSearchParams } from './search-params.ts';
import { SearchTabs } from './search-tabs.tsx';
import './search-page.css';

function tabCounts(data: SearchResponse): Record<SearchType, string> {
  return {
    all: formatCount(data.thread_count + data.post_count, data.capped.threads || data.capped.posts),
    threads: formatCount(data.thread_count, data.capped.threads),
    posts: formatCount(data.post_count, data.capped.posts),
  };
}

/** Search Results (spec 2 §2): `/search?q=…&type=all|threads|posts&page=N`, all of it in the URL. */
export function SearchPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const search = readSearchParams(params);
  const { q, type } = search;
  // spec 1 §5: checked before any call; a query too short to send never reaches the server
  const problem = q ? queryProblem(q) : null;
  const result = useSearch(q, type, search.page, q !== '' && problem === null);
  const { data } = result;

  // Typing refines the search in place: the URL follows without a history entry per pause.
  const onSearch = useCallback(
    (next: string) =>
      setParams(toSearchParams({ q: next, type, page: 1 }), { replace: true, preventScrollReset: true }),
    [setParams, type],
  );
  const onSelectTab = (next: SearchType) =>
    setParams(toSearchParams({ q, type: next, page: 1 }), { preventScrollReset: true });

  function panel() {
    if (result.isError) {
      return (
        <SearchFailure
          message={failureMessage(result.error, MSG.searchFailed)}
          retrying={result.isFetching}
          onRetry={() => void result.refetch()}
        />
      );
    }
    // A kept answer from another tab may lack this tab's list: stand-ins until it comes. The All
    // tab's answer holds the first page of both lists, so a switch from it shows that at once.
    const fits = data && (data.type === type || (data.type === 'all' && search.page === 1));
    if (!data || !fits) return <ResultsSkeleton />;
    if (data.thread_count + data.post_count === 0) return <NoResults query={data.query} />;
    const props = { data, search, busy: result.isPlaceholderData };
    return type === 'all' ? <AllResults {...props} /> : <KindResults {...props} />;
  }

  return (
    <div className="page search-page">
      <PageHeader
        title="Search Results"
        subtitle={q && !problem ? `Results for “${q}”` : undefined}
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Forum', to: '/forum' }, { label: 'Search' }]}
      />
      <SearchField query={q} onSearch={onSearch} />
      {!q ? (
        <Notice tone="info">Type at least 3 characters to search thread titles and posts.</Notice>
      ) : problem ? (
        <Notice tone="error">{problem}</Notice>
      ) : (
        <>
          <SearchTabs id={id} active={type} counts={data ? tabCounts(data) : null} onSelect={onSelectTab} />
          <div
            role="tabpanel"
            id={panelId(id)}
            aria-labelledby={tabId(id, type)}
            aria-busy={result.isFetching}
            className="search-panel"
          >
            {panel()}
          </div>
        </>
      )}
    </div>
  );
}
