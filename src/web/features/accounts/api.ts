import { useMutation } from '@tanstack/react-query';
import type { ApiSuccess, Whoami } from '../../../common/api-types.ts';
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

export function useUpdateEmail() {
  return useMutation({
    mutationFn: (input: EmailInput) => apiPost<ApiSuccess>('/api/account_update/', input),
    onSuccess: (_answer, { email }) => {
      queryClient.setQueryData<Whoami>(queryKeys.whoami, (whoami) =>
        whoami && whoami.username !== null ? { ...whoami, email } : whoami,
      );
    },
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
