import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client.ts';

export interface MentionSuggestion {
  id: number;
  username: string;
}

export function fetchMentionSuggestions(q: string, signal?: AbortSignal): Promise<MentionSuggestion[]> {
  return apiGet<{ users: MentionSuggestion[] }>(`/api/users/mention?q=${encodeURIComponent(q)}`, signal).then(
    (answer) => answer.users,
  );
}

export const mentionSuggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['mention-suggestions', q.toLowerCase()],
    queryFn: ({ signal }) => fetchMentionSuggestions(q, signal),
    staleTime: 60_000,
    gcTime: 5 * 60_000,
  });

/** Members whose name starts with `q` (issue 17 §2); nothing is asked while `q` is null. */
export function useMentionSuggestions(q: string | null) {
  return useQuery({
    ...mentionSuggestionsQuery(q ?? ''),
    enabled: q !== null && q.length > 0,
    placeholderData: keepPreviousData,
  });
}
