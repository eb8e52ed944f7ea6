import { useState } from 'react';
import type { DesignView } from '../../../common/studio-types.ts';

/** The design's sprite sheet, pixel-crisp; falls back to the first variant's sprite (spec 2 §7). */
export function SheetImage({ design, className }: { design: DesignView; className?: string }) {
  const fallback = design.variants[0]?.sprite_url;
  const [failed, setFailed] = useState(false);
  const src = failed && fallback ? fallback : design.sheet_url;
  return (
    <img
      src={src}
      alt={`${design.name} sprite sheet`}
      className={['sheet-image', className].filter(Boolean).join(' ')}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
