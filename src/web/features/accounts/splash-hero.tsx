import { Link } from 'react-router';
import { boSprite, juneSprite, miraSprite } from '../../ui/avatar-sprites.ts';
import { PixelSprite } from '../../ui/pixel-sprite.tsx';
import { bubbleIcon, coinIcon, heartIcon, shirtIcon, starIcon, tilesIcon } from '../../ui/sprites.ts';

/** A little pixel plaza: three members chatting, with coins and hearts in the air. */
export function PixelScene() {
  return (
    <div className="pixel-scene" aria-hidden="true">
      <div className="pixel-scene__sky">
        <PixelSprite sprite={starIcon} scale={3} className="pixel-scene__float pixel-scene__float--a" />
        <PixelSprite sprite={coinIcon} scale={4} className="pixel-scene__float pixel-scene__float--b" />
        <PixelSprite sprite={heartIcon} scale={3} className="pixel-scene__float pixel-scene__float--c" />
      </div>
      <div className="pixel-scene__crowd">
        <div className="pixel-scene__member">
          <PixelSprite sprite={bubbleIcon} scale={4} className="pixel-scene__bubble" />
          <PixelSprite sprite={miraSprite} scale={6} />
        </div>
        <div className="pixel-scene__member pixel-scene__member--tall">
          <PixelSprite sprite={boSprite} scale={7} />
        </div>
        <div className="pixel-scene__member">
          <PixelSprite sprite={heartIcon} scale={3} className="pixel-scene__bubble" />
          <PixelSprite sprite={juneSprite} scale={6} />
        </div>
      </div>
      <div className="pixel-scene__ground" />
    </div>
  );
}

const FEATURES = [
  { icon: bubbleIcon, title: 'Forum', text: 'Chat, share and ask in friendly categories.', to: '/forum' },
  { icon: coinIcon, title: 'Shop', text: 'Spend CitoCoin and gems on fresh pixel outfits.', to: '/shop' },
  { icon: shirtIcon, title: 'Wardrobe', text: 'Dress and layer your own pixel avatar.', to: '/wardrobe' },
  {
    icon: tilesIcon,
    title: 'Tile Tumble',
    text: 'Match tiles, chase combos, earn coins.',
    to: '/games/tile-tumble',
  },
];

export function FeatureList() {
  return (
    <ul className="feature-list">
      {FEATURES.map((feature) => (
        <li key={feature.title} className="feature-list__item">
          <PixelSprite sprite={feature.icon} scale={3} className="feature-list__icon" />
          <div>
            <Link to={feature.to} className="feature-list__title">
              {feature.title}
            </Link>
            <p>{feature.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
