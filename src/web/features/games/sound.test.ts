import { describe, expect, it } from 'vitest';
import { cueNotes, soundKey } from './sound.ts';

describe('game sound', () => {
  it('keeps the choice per member', () => {
    expect(soundKey(7)).toBe('cito.tiletumble.sound.7');
    expect(soundKey(7)).not.toBe(soundKey(8));
  });

  it('plays a higher blip for a bigger group, and a rising run for a milestone', () => {
    const pitch = (size: number) => cueNotes('move', size)[0]![0];
    expect(pitch(10)).toBeGreaterThan(pitch(2));
    const run = cueNotes('milestone').map(([f]) => f);
    expect(run).toEqual([...run].sort((a, b) => a - b));
  });
});
