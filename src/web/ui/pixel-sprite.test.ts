import { describe, expect, it } from 'vitest';
import { toShapes } from './pixel-sprite.tsx';

describe('toShapes', () => {
  it('draws each run of a colour as a one-pixel-high rectangle in one path per colour', () => {
    const shapes = toShapes({
      rows: ['aab.', '.aa.', 'cc.b'],
      palette: { a: '#111', b: '#222', c: '#111' },
    });
    expect(shapes).toEqual([
      // a and c share a colour: one path; '.' is left out
      { fill: '#111', d: 'M0 0h2v1h-2zM1 1h2v1h-2zM0 2h2v1h-2z' },
      { fill: '#222', d: 'M2 0h1v1h-1zM3 2h1v1h-1z' },
    ]);
  });

  it('leaves out keys the palette does not name', () => {
    expect(toShapes({ rows: ['xa'], palette: { a: '#333' } })).toEqual([{ fill: '#333', d: 'M1 0h1v1h-1z' }]);
  });
});
