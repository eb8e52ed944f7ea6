import { juneSprite } from '../ui/avatar-sprites.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { PixelSprite } from '../ui/pixel-sprite.tsx';
import { questionIcon } from '../ui/sprites.ts';

export function NotFoundPage() {
  return (
    <div className="page narrow">
      <Card className="not-found">
        <div className="not-found__art" aria-hidden="true">
          <span className="not-found__code">404</span>
          <span className="not-found__lost">
            <PixelSprite sprite={questionIcon} scale={4} />
            <PixelSprite sprite={juneSprite} scale={4} />
          </span>
        </div>
        <h1>Page not found</h1>
        <p>This page wandered off the map. Maybe it was never here, or it moved somewhere else.</p>
        <ButtonLink to="/">Back to home</ButtonLink>
      </Card>
    </div>
  );
}
