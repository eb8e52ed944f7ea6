import { PixelSprite } from '../ui/pixel-sprite.tsx';
import { logoSprite } from '../ui/sprites.ts';

/** Shown while the first screen's code loads. */
export function AppLoading() {
  return (
    <div className="app-loading" role="status">
      <PixelSprite sprite={logoSprite} scale={5} className="app-loading__logo" />
      <p>Loading Cito…</p>
    </div>
  );
}
