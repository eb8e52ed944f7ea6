import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** Which notification mails the member gets, kept on the server (issue 16 §2). */
export interface EmailPreferences {
  email_on_reply: boolean;
  email_on_subscribed: boolean;
  email_on_mention: boolean;
  email_on_message: boolean;
}

type Answer = EmailPreferences & { success: true };

const strip = ({ success: _success, ...preferences }: Answer): EmailPreferences => preferences;

export const fetchEmailPreferences = async (signal?: AbortSignal) =>
  strip(await apiGet<Answer>('/api/account/email_preferences', signal));

export const emailPreferencesQuery = () =>
  queryOptions({
    queryKey: queryKeys.emailPreferences,
    queryFn: ({ signal }) => fetchEmailPreferences(signal),
  });

export const useEmailPreferences = () => useQuery(emailPreferencesQuery());

export const saveEmailPreferences = async (changes: Partial<EmailPreferences>) =>
  strip(await apiRequest<Answer>('/api/account/email_preferences', { method: 'PUT', body: changes }));

export function useSaveEmailPreferences() {
  return useMutation({
    mutationFn: saveEmailPreferences,
    onSuccess: (preferences) => queryClient.setQueryData(queryKeys.emailPreferences, preferences),
  });
}
