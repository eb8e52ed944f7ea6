import type { ReactNode } from 'react';
import { Card } from '../../ui/card.tsx';
import { PixelSprite, type SpriteData } from '../../ui/pixel-sprite.tsx';

/** The card the account screens share with sign-up: a sprite, a heading, a line, then the body. */
export function AuthShell({
  sprite,
  title,
  lead,
  children,
}: {
  sprite: SpriteData;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="page narrow">
      <Card className="auth-card">
        <div className="auth-card__head">
          <PixelSprite sprite={sprite} scale={4} />
          <div>
            <h1>{title}</h1>
            <p>{lead}</p>
          </div>
        </div>
        {children}
      </Card>
    </div>
  );
}
