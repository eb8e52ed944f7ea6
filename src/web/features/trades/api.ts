import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TradeSideInput, TradeView } from '../../../common/trades.ts';
import { apiGet, apiPost } from '../../api/client.ts';
import { useLiveEvent } from '../../api/live/hooks.ts';
import { fromPage } from '../../api/preload.ts';
import { queryClient } from '../../api/query-client.ts';
import { queryKeys } from '../../api/query-keys.ts';

interface TradesResponse {
  success: true;
  trades: TradeView[];
}

interface TradeResponse {
  success: true;
  message?: string;
  trade: TradeView;
}

export interface NewTrade {
  to: string;
  give: TradeSideInput;
  get: TradeSideInput;
  message?: string;
}

export type TradeAnswer = 'accept' | 'decline' | 'cancel';

export const tradesQuery = queryOptions({
  queryKey: queryKeys.trades,
  queryFn: ({ signal }) => apiGet<TradesResponse>('/api/trades', signal),
  ...fromPage<TradesResponse>('/api/trades'),
  meta: { persist: false },
});

export function useTrades() {
  return useQuery(tradesQuery);
}

export function useTrade(id: number) {
  return useQuery({
    queryKey: queryKeys.trade(id),
    queryFn: ({ signal }) => apiGet<TradeResponse>(`/api/trades/${id}`, signal),
    meta: { persist: false },
  });
}

/** A trade changed hands: what each member owns, wears and holds is fetched again. */
function refreshAfterTrade() {
  for (const queryKey of [queryKeys.trades, queryKeys.inventory, queryKeys.avatar, queryKeys.whoami])
    void queryClient.invalidateQueries({ queryKey });
  void queryClient.invalidateQueries({ queryKey: ['trade-member'] });
}

export function useCreateTrade() {
  return useMutation({
    mutationFn: (trade: NewTrade) => apiPost<TradeResponse>('/api/trades', trade),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.trade(answer.trade.id), answer),
    onSettled: refreshAfterTrade,
  });
}

export function useAnswerTrade(id: number) {
  return useMutation({
    mutationFn: (answer: TradeAnswer) => apiPost<TradeResponse>(`/api/trades/${id}/${answer}`),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.trade(id), answer),
    onSettled: refreshAfterTrade,
  });
}

/** A trade or gift notification arriving live refreshes the lists it changed (the other side acted). */
export function useTradeEvents() {
  useLiveEvent('notification', (event) => {
    if (event.type === 'trade') refreshAfterTrade();
    if (event.type === 'gift') {
      void queryClient.invalidateQueries({ queryKey: queryKeys.gifts });
      void queryClient.invalidateQueries({ queryKey: queryKeys.inventory });
    }
  });
}
