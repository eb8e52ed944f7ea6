import { useMutation } from '@tanstack/react-query';
import type { ApiSuccess, Whoami, WhoamiUser } from '../../../../common/api-types.ts';
import { apiPost } from '../../../api/client.ts';
import { queryClient } from '../../../api/query-client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { removeCachedQueries } from '../../../api/session-store.ts';

/** issue 16 §2: always the same answer, whether or not an account uses the address. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => apiPost<ApiSuccess>('/api/password_reset', { email }),
  });
}

interface ResetAnswer extends ApiSuccess {
  user: WhoamiUser;
}

/** Sets the new password; the answer signs the member in, as a login does. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      apiPost<ResetAnswer>('/api/password_reset/confirm', input, { ignoreAuthFailure: true }),
    onSuccess: ({ user }) => {
      removeCachedQueries();
      queryClient.setQueryData<Whoami>(queryKeys.whoami, user);
    },
  });
}

/** Follows a mailed link: verify_email or confirm_email_change; whoami is read again after. */
export function useFollowLink(path: '/api/account/verify_email' | '/api/account/confirm_email_change') {
  return useMutation({
    mutationFn: (token: string) => apiPost<ApiSuccess>(path, { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.whoami }),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiPost<ApiSuccess>('/api/account/verify_email/resend'),
  });
}
