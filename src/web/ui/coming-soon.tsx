import type { ReactNode } from 'react';
import { ButtonLink } from './button.tsx';
import { Card } from './card.tsx';
import { PixelSprite } from './pixel-sprite.tsx';
import { coneIcon } from './sprites.ts';

interface ComingSoonProps {
  /** What the finished screen will offer, in a sentence. */
  children: ReactNode;
  backTo?: string;
  backLabel?: string;
}

/** The panel of a screen that is not built yet. */
export function ComingSoon({ children, backTo = '/home', backLabel = 'Back to Home' }: ComingSoonProps) {
  return (
    <Card tone="muted" className="coming-soon">
      <PixelSprite sprite={coneIcon} scale={6} className="coming-soon__icon" />
      <div>
        <h2 className="coming-soon__title">Coming soon</h2>
        <p>{children}</p>
        <p className="coming-soon__note">Our pixel builders are still laying the bricks. Check back soon!</p>
        <ButtonLink to={backTo} variant="secondary" size="sm">
          {backLabel}
        </ButtonLink>
      </div>
    </Card>
  );
}
