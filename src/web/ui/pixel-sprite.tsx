import { useMemo } from 'react';

export interface SpriteData {
  /** One string per pixel row; '.' is transparent, every other character is a palette key. */
  rows: readonly string[];
  palette: Readonly<Record<string, string>>;
}

interface Run {
  x: number;
  y: number;
  width: number;
  fill: string;
}

function toRuns({ rows, palette }: SpriteData): Run[] {
  const runs: Run[] = [];
  rows.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      const key = row[x] ?? '.';
      let end = x + 1;
      while (row[end] === key) end++;
      const fill = palette[key];
      if (key !== '.' && fill) runs.push({ x, y, width: end - x, fill });
      x = end;
    }
  });
  return runs;
}

interface PixelSpriteProps {
  sprite: SpriteData;
  /** Rendered size of one sprite pixel in CSS pixels. */
  scale?: number;
  /** Accessible name; without it the sprite is decorative and hidden from screen readers. */
  title?: string;
  className?: string;
}

/** Crisp pixel art drawn as SVG rectangles: sharp at any scale, no image files. */
export function PixelSprite({ sprite, scale = 4, title, className }: PixelSpriteProps) {
  const runs = useMemo(() => toRuns(sprite), [sprite]);
  const width = Math.max(...sprite.rows.map((row) => row.length));
  const height = sprite.rows.length;
  return (
    <svg
      className={['pixel-sprite', className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${width} ${height}`}
      width={width * scale}
      height={height * scale}
      shapeRendering="crispEdges"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {title && <title>{title}</title>}
      {runs.map((run) => (
        <rect key={`${run.x}-${run.y}`} x={run.x} y={run.y} width={run.width} height={1} fill={run.fill} />
      ))}
    </svg>
  );
}
