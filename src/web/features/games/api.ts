import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Whoami } from '../../../common/api-types.ts';
import type {
  GameSummary,
  Leaderboard,
  MoveAnswer,
  SessionData,
  StartAnswer,
} from '../../../common/games-types.ts';
import type { Cell } from '../../../common/tile-tumble/index.ts';
import { apiGet, apiPost } from '../../api/client.ts';
import { fromPage } from '../../api/preload.ts';
import { queryClient } from '../../api/query-client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { clearSession } from '../../api/session-store.ts';

export type { Fall } from '../../../common/tile-tumble/index.ts';
export type { Leaderboard, MoveAnswer, SessionData };

/** This feature's query keys. */
export const gameKeys = {
  list: ['games', 'list'] as const,
  leaderboard: ['games', 'tiletumble', 'leaderboard'] as const,
};

// the player count and top scores change slowly; a finished game refreshes the board at once
const GAMES_STALE_MS = 60_000;

export function gamesQuery() {
  return queryOptions({
    queryKey: gameKeys.list,
    queryFn: ({ signal }) => apiGet<{ games: GameSummary[] }>('/api/games/', signal).then((a) => a.games),
    ...fromPage('/api/games/', (answer: { games: GameSummary[] }) => answer.games),
    staleTime: GAMES_STALE_MS,
  });
}

export function useGames() {
  return useQuery(gamesQuery());
}

export function useLeaderboard() {
  return useQuery({
    queryKey: gameKeys.leaderboard,
    queryFn: ({ signal }) => apiGet<Leaderboard>('/api/games/tiletumble/leaderboard', signal),
    ...fromPage<Leaderboard>('/api/games/tiletumble/leaderboard'),
    staleTime: GAMES_STALE_MS,
  });
}

/** POST start: the member's live session (resumed) or a new one. */
export function startTileTumble(): Promise<StartAnswer> {
  return apiPost<StartAnswer>('/api/games/tiletumble/start', {});
}

export type MoveReply =
  | { ok: true; answer: MoveAnswer }
  | { ok: false; message: string; currentCombo?: number };

/**
 * POST move. A refused move is an answer, not an exception: its body carries the combo the move
 * keeps (spec 2 §5), which ApiError would drop.
 */
export async function playTileTumble(sessionId: number, [row, col]: Cell): Promise<MoveReply> {
  const response = await fetch('/api/games/tiletumble/move', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ session_id: sessionId, row, col }),
  });
  const payload = (await response.json().catch(() => null)) as
    | (Partial<Omit<MoveAnswer, 'success'>> & { success?: boolean; message?: string })
    | null;
  if (response.status === 401) clearSession();
  if (response.ok && payload && payload.success !== false) return { ok: true, answer: payload as MoveAnswer };
  return {
    ok: false,
    message: payload?.message || 'That move did not work. Please try again.',
    currentCombo: typeof payload?.currentCombo === 'number' ? payload.currentCombo : undefined,
  };
}

/**
 * POST end while the page may be going away: a beacon survives unload; fetch keepalive is the
 * fallback where beacons are missing or refused.
 */
export function sendEndTileTumble(sessionId: number): void {
  const body = JSON.stringify({ session_id: sessionId });
  const url = '/api/games/tiletumble/end';
  const queued =
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
  if (!queued) {
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
    }).catch(() => undefined);
  }
  // the ended game may now be on the leaderboard
  void queryClient.invalidateQueries({ queryKey: gameKeys.leaderboard });
}

/** Coins paid by a move: the header balance shows them at once, then the server's figure. */
export function addCachedCoins(coins: number): void {
  if (coins <= 0) return;
  queryClient.setQueryData<Whoami>(queryKeys.whoami, (whoami) =>
    whoami && whoami.username !== null ? { ...whoami, coins: whoami.coins + coins } : whoami,
  );
  void queryClient.invalidateQueries({ queryKey: queryKeys.whoami });
  void queryClient.invalidateQueries({ queryKey: queryKeys.inventory });
}

/** A finished game may enter the top scores. */
export function refreshLeaderboard(): void {
  void queryClient.invalidateQueries({ queryKey: gameKeys.leaderboard });
}
