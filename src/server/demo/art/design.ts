import type { PixelCanvas } from './canvas.ts';

export type ArtCategory = 'skin' | 'hair' | 'top' | 'bottom' | 'dress' | 'shoes' | 'accessory';

export interface DemoVariant {
  variant_name: string;
  /** '#rrggbb', the variant's main colour, for swatches. */
  hex_color: string;
  price_coins: number;
  price_gems: number;
  /** Owned by every new account, not sold. */
  is_starter: boolean;
  /** null = unlimited. */
  remaining_stock: number | null;
  /** null = never; the seeder turns it into expires_at. */
  expires_in_days: number | null;
}

/** A design as the art modules declare it: its variants, each with the code that draws it. */
export interface DesignArt {
  name: string;
  category: ArtCategory;
  variants: Array<{ variant: DemoVariant; draw: (canvas: PixelCanvas) => void }>;
}

export interface Price {
  coins?: number;
  gems?: number;
  stock?: number;
  expiresInDays?: number;
}

/** A variant for sale (or, with `starter`, given to every account for free). */
export function offer(variant_name: string, hex_color: string, price: Price | 'starter'): DemoVariant {
  const starter = price === 'starter';
  const p: Price = starter ? {} : price;
  return {
    variant_name,
    hex_color,
    price_coins: p.coins ?? 0,
    price_gems: p.gems ?? 0,
    is_starter: starter,
    remaining_stock: p.stock ?? null,
    expires_in_days: p.expiresInDays ?? null,
  };
}

/**
 * Declares a design whose variants differ only in palette: `draw` gets each variant's palette.
 * Every variant shares one price unless the entry gives its own.
 */
export function design<P>(
  name: string,
  category: ArtCategory,
  entries: ReadonlyArray<{ name: string; hex: string; palette: P; price?: Price | 'starter' }>,
  price: Price | 'starter',
  draw: (canvas: PixelCanvas, palette: P) => void,
): DesignArt {
  return {
    name,
    category,
    variants: entries.map((e) => ({
      variant: offer(e.name, e.hex, e.price ?? price),
      draw: (canvas) => draw(canvas, e.palette),
    })),
  };
}
