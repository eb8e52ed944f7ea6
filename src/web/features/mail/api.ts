import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../api/client.ts';

export interface UnsubscribeAnswer {
  success: true;
  message: string;
  preference: string;
}

/** Stops the kind of notification mail an unsubscribe link names; no sign-in needed (the token says who). */
export const unsubscribe = (token: string) =>
  apiPost<UnsubscribeAnswer>(`/api/unsubscribe?token=${encodeURIComponent(token)}`);

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
