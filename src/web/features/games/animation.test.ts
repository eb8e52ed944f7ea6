import { describe, expect, it } from 'vitest';
import type { Board } from '../../../common/tile-tumble/index.ts';
import {
  FALL_MS,
  fallPosition,
  fallStart,
  makeParticles,
  newTilesPerColumn,
  PARTICLE_LIFE_FRAMES,
  PARTICLES_PER_TILE,
  particleAt,
  phaseAt,
  REMOVE_MS,
  restingTiles,
} from './animation.ts';
import type { Fall } from './api.ts';

describe('phaseAt', () => {
  it('removes for 500 ms', () => {
    expect(phaseAt(0)).toEqual({ name: 'remove', progress: 0 });
    expect(phaseAt(250)).toEqual({ name: 'remove', progress: 0.5 });
  });

  it('then falls at 0.08 progress a 60 Hz frame', () => {
    const oneFrame = phaseAt(REMOVE_MS + 1000 / 60);
    expect(oneFrame.name).toBe('fall');
    expect(oneFrame.name === 'fall' && oneFrame.progress).toBeCloseTo(0.08);
    const landed = phaseAt(REMOVE_MS + 13 * (1000 / 60));
    expect(landed.name === 'fall' && landed.progress).toBe(1);
  });

  it('is done about 300 ms after the removal', () => {
    expect(phaseAt(REMOVE_MS + FALL_MS - 1).name).toBe('fall');
    expect(phaseAt(REMOVE_MS + FALL_MS).name).toBe('done');
  });
});

describe('particles', () => {
  const board: Board = [
    ['red', 'red'],
    ['blue', null],
  ];

  it('makes 5 per removed tile, in the tile’s colour, from its centre', () => {
    const particles = makeParticles(
      board,
      [
        [0, 0],
        [0, 1],
      ],
      50,
    );
    expect(particles).toHaveLength(2 * PARTICLES_PER_TILE);
    expect(particles.every((p) => p.tile === 'red')).toBe(true);
    expect(particles[0]).toMatchObject({ x: 25, y: 25 });
    expect(particles[PARTICLES_PER_TILE]).toMatchObject({ x: 75, y: 25 });
  });

  it('fades over 30 frames, then is gone', () => {
    const [p] = makeParticles(board, [[0, 0]], 50);
    expect(particleAt(p!, 0)).toMatchObject({ x: 25, y: 25, alpha: 1 });
    expect(particleAt(p!, 15)!.alpha).toBeCloseTo(0.5);
    expect(particleAt(p!, PARTICLE_LIFE_FRAMES)).toBeNull();
  });
});

describe('falls', () => {
  const falls: Fall[] = [
    { from: [0, 2], to: [2, 2], tile: 'red' },
    { from: null, to: [0, 2], tile: 'blue' },
    { from: null, to: [1, 2], tile: 'green' },
    { from: [4, 3], to: [4, 2], tile: 'purple' },
  ];

  it('starts new tiles above the board, stacked per column', () => {
    const counts = newTilesPerColumn(falls);
    expect(counts.get(2)).toBe(2);
    expect(fallStart(falls[1]!, 2)).toEqual([-2, 2]);
    expect(fallStart(falls[2]!, 2)).toEqual([-1, 2]);
    expect(fallStart(falls[0]!, 2)).toEqual([0, 2]);
  });

  it('moves from start to the destination, down or left', () => {
    expect(fallPosition([0, 2], [2, 2], 0)).toEqual([0, 2]);
    expect(fallPosition([0, 2], [2, 2], 1)).toEqual([2, 2]);
    expect(fallPosition([4, 3], [4, 2], 1)).toEqual([4, 2]);
    const [row] = fallPosition([0, 2], [2, 2], 0.5);
    expect(row).toBeGreaterThan(0);
    expect(row).toBeLessThan(1); // gravity: slow first
  });

  it('keeps still every tile of the new board that is not arriving', () => {
    const next: Board = [
      [null, 'blue'],
      ['red', 'green'],
    ];
    const resting = restingTiles(next, [{ from: null, to: [0, 1], tile: 'blue' }]);
    expect(resting).toEqual([
      { cell: [1, 0], tile: 'red' },
      { cell: [1, 1], tile: 'green' },
    ]);
  });
});
