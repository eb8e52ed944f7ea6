import type { Static } from '@sinclair/typebox';
import { useQuery } from '@tanstack/react-query';
import type { SiteInfoSchema } from '../../common/schemas/settings.ts';
import { apiGet } from '../api/client.ts';
import { fromPage } from '../api/preload.ts';
import { queryKeys } from '../api/query-keys.ts';
import { SITE_NAME, SITE_TAGLINE } from './route-handle.ts';

type SiteInfoResponse = Static<typeof SiteInfoSchema>;

export interface SiteInfo {
  name: string;
  description: string;
}

/** The site's name and description as its administrators set them (issue 16 §3); the defaults until known. */
export function useSiteInfo(): SiteInfo {
  const { data } = useQuery({
    queryKey: queryKeys.site,
    queryFn: ({ signal }) => apiGet<SiteInfoResponse>('/api/site', signal),
    ...fromPage<SiteInfoResponse>('/api/site'),
    staleTime: 60_000,
  });
  return { name: data?.site_name ?? SITE_NAME, description: data?.site_description ?? SITE_TAGLINE };
}
