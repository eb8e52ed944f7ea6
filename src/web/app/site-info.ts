import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/client.ts';
import { queryKeys } from '../api/query-keys.ts';
import { SITE_NAME, SITE_TAGLINE } from './route-handle.ts';

export interface SiteInfo {
  name: string;
  description: string;
}

/** The site's name and description as its administrators set them (issue 16 §3); the defaults until known. */
export function useSiteInfo(): SiteInfo {
  const { data } = useQuery({
    queryKey: queryKeys.site,
    queryFn: ({ signal }) => apiGet<{ site_name: string; site_description: string }>('/api/site', signal),
    staleTime: 60_000,
  });
  return { name: data?.site_name ?? SITE_NAME, description: data?.site_description ?? SITE_TAGLINE };
}
