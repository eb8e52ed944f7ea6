import { describe, expect, it } from 'vitest';
import { fitScale, spriteBounds } from './sprite-bounds.ts';

function rgba(width: number, height: number, painted: Array<[number, number]>): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  for (const [x, y] of painted) data[(y * width + x) * 4 + 3] = 255;
  return data;
}

describe('spriteBounds', () => {
  it('finds the box around the painted pixels', () => {
    expect(
      spriteBounds(
        rgba(10, 8, [
          [2, 3],
          [6, 5],
          [4, 1],
        ]),
        10,
        8,
      ),
    ).toEqual({ x: 2, y: 1, width: 5, height: 5 });
  });

  it('is null for a blank sprite', () => {
    expect(spriteBounds(rgba(4, 4, []), 4, 4)).toBeNull();
  });
});

describe('fitScale', () => {
  it('zooms a small item in fifths up to the limit', () => {
    expect(fitScale({ x: 0, y: 0, width: 20, height: 15 }, 132, 160, 2)).toBe(2);
  });

  it('shrinks a large item to the largest fifth that fits', () => {
    expect(fitScale({ x: 0, y: 0, width: 210, height: 340 }, 132, 160, 2)).toBe(0.4);
    expect(fitScale({ x: 0, y: 0, width: 110, height: 90 }, 132, 160, 2)).toBe(1.2);
  });

  it('never goes below one fifth', () => {
    expect(fitScale({ x: 0, y: 0, width: 2000, height: 2000 }, 100, 100, 2)).toBe(0.2);
  });
});
