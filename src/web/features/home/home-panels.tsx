import { Link } from 'react-router';
import { EmptyState, Panel } from '../../ui/card.tsx';
import { PixelSprite, type SpriteData } from '../../ui/pixel-sprite.tsx';
import {
  bubbleIcon,
  coinIcon,
  flameIcon,
  heartIcon,
  megaphoneIcon,
  newsIcon,
  starIcon,
  trophyIcon,
} from '../../ui/sprites.ts';

interface HomePanel {
  id: string;
  title: string;
  icon: SpriteData;
  empty: string;
  link?: { to: string; label: string };
}

// spec 1 §1: static placeholder panels until each gets its data (DECISIONS.md 'Product')
const PANELS: HomePanel[] = [
  {
    id: 'announcements',
    title: 'Announcements',
    icon: megaphoneIcon,
    empty: 'No announcements right now.',
    link: { to: '/blogpost', label: 'Latest post' },
  },
  { id: 'news', title: 'News', icon: newsIcon, empty: 'Fresh news from the team will pop up here.' },
  {
    id: 'shouts',
    title: 'Shouts',
    icon: bubbleIcon,
    empty: 'Quiet in here… be the first to say hi in the forum!',
    link: { to: '/forum', label: 'Say hi' },
  },
  {
    id: 'friends',
    title: "Friends' Activity",
    icon: heartIcon,
    empty: 'When your friends post or play, you will see it here.',
  },
  {
    id: 'trending',
    title: 'Trending',
    icon: flameIcon,
    empty: 'Nothing is trending yet.',
    link: { to: '/recent', label: 'Recent activity' },
  },
  {
    id: 'shop',
    title: 'Shop',
    icon: coinIcon,
    empty: 'New outfits are being stitched.',
    link: { to: '/shop', label: 'Visit the shop' },
  },
  { id: 'spotlight', title: 'Spotlight', icon: starIcon, empty: 'A member in the spotlight soon!' },
  {
    id: 'toplist',
    title: 'Toplist',
    icon: trophyIcon,
    empty: 'Play Tile Tumble to top the list.',
    link: { to: '/games/tile-tumble', label: 'Play now' },
  },
];

export function HomePanels() {
  return (
    <div className="home-grid">
      {PANELS.map((panel) => (
        <Panel
          key={panel.id}
          title={panel.title}
          icon={<PixelSprite sprite={panel.icon} scale={2} />}
          className={`home-panel home-panel--${panel.id}`}
        >
          <EmptyState>{panel.empty}</EmptyState>
          {panel.link && (
            <Link to={panel.link.to} className="panel__link">
              {panel.link.label} →
            </Link>
          )}
        </Panel>
      ))}
    </div>
  );
}
