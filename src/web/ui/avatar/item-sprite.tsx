import { useEffect, useRef, useState } from 'react';
import type { ItemVariant } from '../../../common/shop-types.ts';
import { type Box, fitScale, spriteBounds } from './sprite-bounds.ts';
import './avatar.css';

const measured = new Map<string, Promise<Box | null>>();

/**
 * The painted part of a sprite (same-origin, so the pixels can be read); null when unknown. It is
 * read from the card's own image once the browser has decoded it (`decoding="async"`, off the main
 * thread; issue 20 §1: twelve shop cards decoding on it blocked a phone for a quarter of a second),
 * not fetched a second time: every request costs a phone's main thread time of its own, and the
 * shop asked for each sprite twice. Only the small pixel scan runs here, once per sprite.
 */
function measure(src: string, image: HTMLImageElement): Promise<Box | null> {
  let pending = measured.get(src);
  if (!pending) {
    pending = readBounds(image).catch(() => {
      measured.delete(src);
      return null;
    });
    measured.set(src, pending);
  }
  return pending;
}

async function readBounds(image: HTMLImageElement): Promise<Box | null> {
  await image.decode();
  const bitmap = await createImageBitmap(image);
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return spriteBounds(data, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

interface ItemSpriteProps {
  item: ItemVariant;
  /** The frame the item is shown in, in CSS pixels. */
  width: number;
  height: number;
  /** The largest zoom: small items (a hair clip) are blown up at most this much. */
  maxScale?: number;
}

/**
 * An item's sprite cropped to its painted part and zoomed to fill the frame. Demo art draws each art
 * pixel as a 5×5 block, so the zoom is a multiple of 1/5 and every block stays a whole number of
 * screen pixels; `image-rendering: pixelated` keeps the edges hard.
 */
export function ItemSprite({ item, width, height, maxScale = 2 }: ItemSpriteProps) {
  const [bounds, setBounds] = useState<{ src: string; box: Box | null } | null>(null);
  const src = item.sprite_url;
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    let current = true;
    if (!image.current) return;
    void measure(src, image.current).then((box) => {
      if (current) setBounds({ src, box });
    });
    return () => {
      current = false;
    };
  }, [src]);

  const full = { x: 0, y: 0, width: item.sprite_rect.width, height: item.sprite_rect.height };
  const known = bounds?.src === src;
  const box = (known && bounds.box) || full;
  const scale = fitScale(box, width, height, maxScale);
  return (
    <span className="item-sprite" style={{ width, height }}>
      <img
        ref={image}
        src={src}
        alt=""
        decoding="async"
        className="item-sprite__image"
        style={{
          width: full.width * scale,
          height: full.height * scale,
          left: Math.round((width - box.width * scale) / 2 - box.x * scale),
          top: Math.round((height - box.height * scale) / 2 - box.y * scale),
          visibility: known ? 'visible' : 'hidden',
        }}
      />
    </span>
  );
}

/** A variant's colour as a small pixel square. */
export function Swatch({ color }: { color: string }) {
  return <span className="swatch" style={{ backgroundColor: color }} aria-hidden="true" />;
}
