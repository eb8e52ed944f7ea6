import type { Reaction } from '../../common/reactions.ts';
import { PixelSprite } from './pixel-sprite.tsx';
import { REACTION_SPRITES } from './reaction-sprites.ts';
import './reaction-icon.css';

/** A reaction's pixel icon; decorative unless given a title. The coin spins (a CitoCoin). */
export function ReactionIcon({
  reaction,
  scale = 2,
  title,
}: {
  reaction: Reaction;
  scale?: number;
  title?: string;
}) {
  return (
    <PixelSprite
      sprite={REACTION_SPRITES[reaction]}
      scale={scale}
      className={`reaction-icon reaction-icon--${reaction}`}
      {...(title ? { title } : {})}
    />
  );
}
