import type { DayCount } from './admin-types.ts';

/** The top of a chart's axis: the smallest 1, 2 or 5 × 10ⁿ at or above the largest value (at least 1). */
export function niceMax(largest: number): number {
  if (!(largest > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  for (const step of [1, 2, 5, 10]) {
    if (step * power >= largest) return step * power;
  }
  return 10 * power;
}

export interface Bar extends DayCount {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarLayout {
  bars: Bar[];
  /** The value at the top of the axis. */
  max: number;
}

/**
 * Lays the days out as bars in a `width` × `height` box, oldest on the left, with `gap` units
 * between bars. Bars stay whole units wide and tall so the pixel art stays crisp; a day with any
 * count gets at least one unit of height, so a lone sign-up is visible.
 */
export function layoutBars(days: DayCount[], width: number, height: number, gap = 2): BarLayout {
  const max = niceMax(Math.max(0, ...days.map((day) => day.count)));
  if (days.length === 0) return { bars: [], max };
  const slot = width / days.length;
  const barWidth = Math.max(1, Math.floor(slot - gap));
  const bars = days.map((day, i) => {
    const exact = (day.count / max) * height;
    const barHeight = day.count > 0 ? Math.max(1, Math.round(exact)) : 0;
    return { ...day, x: Math.round(i * slot), y: height - barHeight, width: barWidth, height: barHeight };
  });
  return { bars, max };
}

/** The sum of a series, for the chart's text summary. */
export function total(days: DayCount[]): number {
  return days.reduce((sum, day) => sum + day.count, 0);
}
