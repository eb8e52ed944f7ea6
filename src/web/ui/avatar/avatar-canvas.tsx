import { useEffect, useMemo, useRef, useState } from 'react';
import { AVATAR_SIZES, type AvatarSize, SPRITE_HEIGHT, SPRITE_WIDTH } from '../../../common/shop-types.ts';
import { drawOrder, type WornItem } from './outfit.ts';
import './avatar.css';

const sprites = new Map<string, Promise<HTMLImageElement | null>>();

/** A sprite image, loaded once per URL (the URLs are versioned); null when it cannot load. */
function loadSprite(src: string): Promise<HTMLImageElement | null> {
  let pending = sprites.get(src);
  if (!pending) {
    pending = new Promise((resolve) => {
      const image = new Image();
      image.decoding = 'async';
      image.onload = () => resolve(image);
      image.onerror = () => {
        sprites.delete(src); // try again next time rather than remember a passing failure
        resolve(null);
      };
      image.src = src;
    });
    sprites.set(src, pending);
  }
  return pending;
}

interface Layer {
  src: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

function layersOf(outfit: readonly WornItem[]): Layer[] {
  return drawOrder(outfit).map(({ variant, offset }) => ({
    src: variant.sprite_url,
    x: variant.offset.x + offset.x,
    y: variant.offset.y + offset.y,
    width: variant.sprite_rect.width || SPRITE_WIDTH,
    height: variant.sprite_rect.height || SPRITE_HEIGHT,
  }));
}

export function describeOutfit(outfit: readonly WornItem[]): string {
  const names = drawOrder(outfit).map((worn) => worn.variant.name);
  return names.length ? `Avatar wearing ${names.join(', ')}` : 'Empty avatar';
}

interface AvatarCanvasProps {
  outfit: readonly WornItem[];
  size?: AvatarSize;
  className?: string;
}

/**
 * The avatar drawn in the browser from its items' sprites, back to front with their offsets (spec 2
 * §9 sizes), with smoothing off so every art pixel stays a crisp block. `data-state` turns `ready`
 * once every sprite of the current outfit is drawn.
 */
export function AvatarCanvas({ outfit, size = 'full', className }: AvatarCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<{ layers: readonly Layer[]; width: number } | null>(null);
  const { width, height } = AVATAR_SIZES[size];
  const layers = useMemo(() => layersOf(outfit), [outfit]);

  useEffect(() => {
    let current = true;
    void Promise.all(layers.map((layer) => loadSprite(layer.src))).then((images) => {
      const context = canvas.current?.getContext('2d');
      if (!current || !context) return;
      const scaleX = width / SPRITE_WIDTH;
      const scaleY = height / SPRITE_HEIGHT;
      context.clearRect(0, 0, width, height);
      context.imageSmoothingEnabled = false;
      layers.forEach((layer, index) => {
        const image = images[index];
        if (!image) return;
        context.drawImage(
          image,
          Math.round(layer.x * scaleX),
          Math.round(layer.y * scaleY),
          Math.round(layer.width * scaleX),
          Math.round(layer.height * scaleY),
        );
      });
      setDrawn({ layers, width });
    });
    return () => {
      current = false;
    };
  }, [layers, width, height]);

  return (
    <canvas
      ref={canvas}
      width={width}
      height={height}
      role="img"
      aria-label={describeOutfit(outfit)}
      data-state={drawn?.layers === layers && drawn.width === width ? 'ready' : 'loading'}
      className={['avatar-canvas', className].filter(Boolean).join(' ')}
      style={{ imageRendering: 'pixelated' }}
    />
  );
}
