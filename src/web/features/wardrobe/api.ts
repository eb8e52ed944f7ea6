import { useMutation } from '@tanstack/react-query';
import type { AvatarEntry, AvatarResponse } from '../../../common/shop-types.ts';
import { apiPost } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useCurrentUser } from '../../api/session.ts';

/** POST /api/user/avatar: the saved look becomes the new answer; the profile shows the new image. */
export function useSaveAvatar() {
  const user = useCurrentUser();
  return useMutation({
    mutationFn: (config: AvatarEntry[]) => apiPost<AvatarResponse>('/api/user/avatar', { config }),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.avatar, answer);
      if (user) void queryClient.invalidateQueries({ queryKey: queryKeys.userByName(user.username) });
    },
  });
}
