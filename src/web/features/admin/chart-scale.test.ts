import { describe, expect, it } from 'vitest';
import { layoutBars, niceMax, total } from './chart-scale.ts';

describe('niceMax', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(10)).toBe(10);
    expect(niceMax(11)).toBe(20);
    expect(niceMax(180)).toBe(200);
    expect(niceMax(201)).toBe(500);
    expect(niceMax(999)).toBe(1000);
  });
});

describe('layoutBars', () => {
  const days = [
    { date: '2026-11-01', count: 0 },
    { date: '2026-11-02', count: 5 },
    { date: '2026-11-03', count: 10 },
    { date: '2026-11-04', count: 1 },
  ];

  it('scales bars to the nice maximum and stands them on the bottom edge', () => {
    const { bars, max } = layoutBars(days, 40, 100, 2);
    expect(max).toBe(10);
    expect(bars.map((bar) => bar.height)).toEqual([0, 50, 100, 10]);
    expect(bars.map((bar) => bar.y)).toEqual([100, 50, 0, 90]);
    expect(bars.map((bar) => bar.x)).toEqual([0, 10, 20, 30]);
    expect(bars.every((bar) => bar.width === 8)).toBe(true);
  });

  it('keeps a small non-zero day visible', () => {
    const { bars } = layoutBars(
      [
        { date: '2026-11-01', count: 1 },
        { date: '2026-11-02', count: 1000 },
      ],
      20,
      50,
    );
    expect(bars[0]!.height).toBe(1);
  });

  it('handles an empty or all-zero series', () => {
    expect(layoutBars([], 100, 50)).toEqual({ bars: [], max: 1 });
    const { bars, max } = layoutBars([{ date: '2026-11-01', count: 0 }], 100, 50);
    expect(max).toBe(1);
    expect(bars[0]!.height).toBe(0);
  });

  it('totals a series', () => {
    expect(total(days)).toBe(16);
  });
});
