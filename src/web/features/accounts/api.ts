import { useMutation } from '@tanstack/react-query';
import type { ApiSuccess } from '../../../common/api-types.ts';
import { apiPost } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { queryKeys } from '../../api/query-keys.ts';

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => apiPost<ApiSuccess>('/api/register', input),
  });
}

export interface EmailInput {
  email: string;
  /** Changing the e-mail needs the current password (issue 15). */
  current_password: string;
}

/**
 * issue 16 §2: a new address takes effect only when the member follows the link mailed to it, so
 * the answer is a message to show; whoami is read again (a change of case alone is stored at once).
 */
export function useUpdateEmail() {
  return useMutation({
    mutationFn: (input: EmailInput) => apiPost<ApiSuccess>('/api/account_update/', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.whoami }),
  });
}

export interface PasswordInput {
  password: string;
  old_password: string;
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (input: PasswordInput) => apiPost<ApiSuccess>('/api/account_update/', input),
  });
}
