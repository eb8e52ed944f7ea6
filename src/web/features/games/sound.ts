import { useCallback, useEffect, useRef, useState } from 'react';

// Tile Tumble's optional sound (issue 18 §4): short square-wave blips made with Web Audio, no audio
// files. Off until the member turns it on; the choice is kept per member on this device.

export type SoundCue = 'move' | 'coin' | 'milestone' | 'refused';

/** The localStorage key of one member's sound choice. */
export const soundKey = (userId: number) => `cito.tiletumble.sound.${userId}`;

/** The notes of a cue: [frequency Hz, start s, length s]. A bigger group plays a higher blip. */
export function cueNotes(cue: SoundCue, groupSize = 2): [number, number, number][] {
  switch (cue) {
    case 'move':
      return [[220 * 2 ** (Math.min(groupSize, 14) / 12), 0, 0.08]];
    case 'coin':
      return [
        [988, 0, 0.06],
        [1319, 0.06, 0.12],
      ];
    case 'milestone':
      return [
        [523, 0, 0.1],
        [659, 0.1, 0.1],
        [784, 0.2, 0.1],
        [1047, 0.3, 0.25],
      ];
    case 'refused':
      return [[110, 0, 0.12]];
  }
}

function readChoice(userId: number | null): boolean {
  if (userId === null) return false;
  try {
    return localStorage.getItem(soundKey(userId)) === 'on';
  } catch {
    return false;
  }
}

/** Sound on or off for the member, the toggle, and `play` (silent while off). */
export function useGameSound(userId: number | null) {
  const [on, setOn] = useState(() => readChoice(userId));
  const context = useRef<AudioContext | null>(null);

  useEffect(() => setOn(readChoice(userId)), [userId]);
  useEffect(() => () => void context.current?.close().catch(() => undefined), []);

  const toggle = useCallback(() => {
    setOn((was) => {
      const next = !was;
      if (userId !== null) {
        try {
          localStorage.setItem(soundKey(userId), next ? 'on' : 'off');
        } catch {
          // storage blocked: the choice lasts for this visit
        }
      }
      return next;
    });
  }, [userId]);

  const play = useCallback(
    (cue: SoundCue, groupSize?: number) => {
      if (!on || typeof AudioContext === 'undefined') return;
      context.current ??= new AudioContext();
      const audio = context.current;
      void audio.resume().catch(() => undefined);
      const now = audio.currentTime;
      for (const [frequency, start, length] of cueNotes(cue, groupSize)) {
        const osc = audio.createOscillator();
        const gain = audio.createGain();
        osc.type = cue === 'refused' ? 'sawtooth' : 'square';
        osc.frequency.value = frequency;
        gain.gain.setValueAtTime(0.06, now + start);
        gain.gain.exponentialRampToValueAtTime(0.001, now + start + length);
        osc.connect(gain).connect(audio.destination);
        osc.start(now + start);
        osc.stop(now + start + length + 0.02);
      }
    },
    [on],
  );

  return { on, toggle, play };
}
