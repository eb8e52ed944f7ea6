import { useCallback, useEffect, useRef, useState } from 'react';
import type { Cell } from '../../../common/tile-tumble/index.ts';
import { MILESTONE_MS, POPUP_MS } from './animation.ts';
import {
  addCachedCoins,
  playTileTumble,
  refreshLeaderboard,
  type SessionData,
  sendEndTileTumble,
  startTileTumble,
} from './api.ts';
import type { MoveAnimation } from './board-canvas.tsx';
import { cellCentre } from './board-geometry.ts';
import {
  coinPopupText,
  type MilestoneText,
  milestonesBetween,
  milestoneText,
  scorePopupText,
} from './game-text.ts';
import type { SoundCue } from './sound.ts';

export type GameStatus = 'starting' | 'failed' | 'playing' | 'over';

export interface ScorePopup {
  key: number;
  text: string;
  /** The coins the move paid, when it paid any. */
  coins: string | null;
  /** Centre of the removed tiles, in board units. */
  x: number;
  y: number;
}

const RESUMED_MS = 3000;

/** A timed flag or value that clears itself. */
function useTimed<T>(ms: number) {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback(
    (next: T) => {
      window.clearTimeout(timer.current);
      setValue(next);
      timer.current = window.setTimeout(() => setValue(null), ms);
    },
    [ms],
  );
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [value, show] as const;
}

/**
 * One Tile Tumble session (spec 2 §5): start or resume, moves with their animation, game over, and
 * the end call when the player leaves an unfinished game.
 */
export function useTileTumble(enabled: boolean, sound: (cue: SoundCue, groupSize?: number) => void) {
  const [status, setStatus] = useState<GameStatus>('starting');
  const [sessionId, setSessionId] = useState<number | null>(null);
  const [data, setData] = useState<SessionData | null>(null);
  const [animation, setAnimation] = useState<MoveAnimation | null>(null);
  const [sending, setSending] = useState(false);
  const [currencyEarned, setCurrencyEarned] = useState(0);
  /** Coins this game has paid so far, as the moves pay them. */
  const [coinsThisGame, setCoinsThisGame] = useState(0);
  const [coinFlash, flashCoins] = useTimed<number>(POPUP_MS);
  const [moveError, setMoveError] = useTimed<{ key: number; text: string }>(3000);
  const [resumed, showResumed] = useTimed<boolean>(RESUMED_MS);
  const [milestone, showMilestone] = useTimed<MilestoneText>(MILESTONE_MS);
  const [popup, showPopup] = useTimed<ScorePopup>(POPUP_MS);
  const live = useRef<{ id: number | null; over: boolean }>({ id: null, over: false });
  const overAfterAnimation = useRef<{ currency: number } | null>(null);
  const attempt = useRef(0);

  const start = useCallback(async () => {
    const mine = ++attempt.current;
    setStatus('starting');
    setAnimation(null);
    setSending(false);
    try {
      const answer = await startTileTumble();
      if (mine !== attempt.current) return;
      live.current = { id: answer.session_id, over: false };
      setSessionId(answer.session_id);
      setData(answer.session_data);
      setCurrencyEarned(0);
      setCoinsThisGame(answer.coins_earned);
      setStatus('playing');
      if (answer.resumed) showResumed(true);
    } catch {
      if (mine === attempt.current) setStatus('failed');
    }
  }, [showResumed]);

  useEffect(() => {
    if (enabled) void start();
  }, [enabled, start]);

  // Leaving the screen (route change or unmount) ends an unfinished game. A reload keeps it: the
  // next start resumes it (DECISIONS.md), so pagehide does not end it.
  useEffect(
    () => () => {
      attempt.current++;
      const { id, over } = live.current;
      if (id !== null && !over) sendEndTileTumble(id);
    },
    [],
  );

  const play = useCallback(
    async (cell: Cell) => {
      if (sessionId === null || !data || sending || animation || status !== 'playing') return;
      setSending(true);
      let reply: Awaited<ReturnType<typeof playTileTumble>>;
      try {
        reply = await playTileTumble(sessionId, cell);
      } catch {
        reply = { ok: false, message: 'The move could not be sent. Check your connection and try again.' };
      }
      if (!reply.ok) {
        const { currentCombo } = reply;
        // spec 2 §5: the animation flag clears and the combo from the error is kept
        setSending(false);
        sound('refused');
        setMoveError({ key: Date.now(), text: reply.message });
        if (currentCombo !== undefined) setData((d) => (d ? { ...d, currentCombo } : d));
        return;
      }
      const { answer } = reply;
      setAnimation({
        before: data.board,
        after: answer.session_data.board,
        removed: answer.removed,
        falls: answer.falls,
      });
      setData(answer.session_data);
      setSending(false);
      const coins = answer.coins_earned;
      if (answer.removed.length > 0) {
        const cx = answer.removed.reduce((sum, c) => sum + cellCentre(c).x, 0) / answer.removed.length;
        const cy = answer.removed.reduce((sum, c) => sum + cellCentre(c).y, 0) / answer.removed.length;
        showPopup({
          key: Date.now(),
          text: scorePopupText(answer.score_earned),
          coins: coins > 0 ? coinPopupText(coins) : null,
          x: cx,
          y: cy,
        });
      }
      const milestones = milestonesBetween(data.score, answer.session_data.score);
      if (milestones > 0) showMilestone(milestoneText(answer.session_data.score, milestones, coins));
      sound(milestones > 0 ? 'milestone' : 'move', answer.removed.length);
      if (coins > 0) {
        addCachedCoins(coins);
        setCoinsThisGame((total) => total + coins);
        flashCoins(Date.now());
        if (milestones === 0) sound('coin');
      }
      if (answer.game_over) {
        live.current.over = true;
        overAfterAnimation.current = { currency: answer.currency_earned };
      }
    },
    [sessionId, data, sending, animation, status, setMoveError, showPopup, showMilestone, flashCoins, sound],
  );

  const animationDone = useCallback(() => {
    setAnimation(null);
    const over = overAfterAnimation.current;
    if (over) {
      overAfterAnimation.current = null;
      setCurrencyEarned(over.currency);
      setStatus('over');
      refreshLeaderboard();
    }
  }, []);

  return {
    status,
    data,
    animation,
    locked: sending || animation !== null || status !== 'playing',
    currencyEarned,
    coinsThisGame,
    coinFlash,
    moveError,
    resumed: resumed === true,
    milestone,
    popup,
    start,
    play,
    animationDone,
  };
}
