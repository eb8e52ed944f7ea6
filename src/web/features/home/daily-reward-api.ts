import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { DailyRewardClaim, DailyRewardStatus } from '../../../common/daily-reward.ts';
import { apiGet, apiPost } from '../../api/client.ts';
import { fromPage } from '../../api/preload.ts';
import { queryClient } from '../../api/query-client.ts';
import { setCachedBalance } from '../../api/wardrobe.ts';

const dailyRewardKey = ['daily-reward'] as const;

/** GET /api/daily_reward. Not kept across visits: a new day opens a new claim. */
export const dailyRewardQuery = queryOptions({
  queryKey: dailyRewardKey,
  queryFn: ({ signal }) => apiGet<DailyRewardStatus>('/api/daily_reward', signal),
  ...fromPage<DailyRewardStatus>('/api/daily_reward'),
  staleTime: 60_000,
  meta: { persist: false },
});

export function useDailyReward() {
  return useQuery(dailyRewardQuery);
}

/** POST /api/daily_reward: the streak and the balance show the claim at once. */
export function useClaimDailyReward() {
  return useMutation({
    mutationFn: () => apiPost<DailyRewardClaim>('/api/daily_reward'),
    onSuccess: (claim) => {
      setCachedBalance(claim.balance.coins, claim.balance.gems);
      queryClient.setQueryData<DailyRewardStatus>(dailyRewardKey, {
        success: true,
        claimed_today: true,
        streak: claim.streak,
        next_coins: claim.next_coins,
        next_claim_at: claim.next_claim_at,
      });
    },
    // a refusal means our copy was stale (claimed in another tab)
    onError: () => void queryClient.invalidateQueries({ queryKey: dailyRewardKey }),
  });
}
