import { useMemo } from 'react';

export interface SpriteData {
  /** One string per pixel row; '.' is transparent, every other character is a palette key. */
  rows: readonly string[];
  palette: Readonly<Record<string, string>>;
}

/** One path per colour: each run of same-coloured pixels in a row is a 1-pixel-high rectangle of it. */
interface Shape {
  fill: string;
  d: string;
}

export function toShapes({ rows, palette }: SpriteData): Shape[] {
  const byFill = new Map<string, string[]>();
  rows.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      const key = row[x] ?? '.';
      let end = x + 1;
      while (row[end] === key) end++;
      const fill = palette[key];
      if (key !== '.' && fill) {
        const parts = byFill.get(fill) ?? [];
        parts.push(`M${x} ${y}h${end - x}v1h-${end - x}z`);
        byFill.set(fill, parts);
      }
      x = end;
    }
  });
  return [...byFill].map(([fill, parts]) => ({ fill, d: parts.join('') }));
}

interface PixelSpriteProps {
  sprite: SpriteData;
  /** Rendered size of one sprite pixel in CSS pixels. */
  scale?: number;
  /** Accessible name; without it the sprite is decorative and hidden from screen readers. */
  title?: string;
  className?: string;
}

/**
 * Crisp pixel art drawn as SVG: sharp at any scale, no image files. One path per colour rather than
 * a rectangle per run keeps the page's element count down: sprites were half of it (issue 20 §1).
 */
export function PixelSprite({ sprite, scale = 4, title, className }: PixelSpriteProps) {
  const shapes = useMemo(() => toShapes(sprite), [sprite]);
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
      {shapes.map((shape) => (
        <path key={shape.fill} d={shape.d} fill={shape.fill} />
      ))}
    </svg>
  );
}
