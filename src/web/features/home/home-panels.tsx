import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../../../common/format-count.ts';
import type { RecentThread } from '../../../common/forum-types.ts';
import { Panel } from '../../ui/card.tsx';
import { PixelSprite, type SpriteData } from '../../ui/pixel-sprite.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
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
import { FriendsActivityPanel } from './friends-activity-panel.tsx';
import {
  ANNOUNCEMENTS_SLUG,
  mostViewed,
  newestFirst,
  useAnnouncements,
  useRecentActivity,
} from './home-api.ts';
import { HomeShop } from './home-shop.tsx';
import { panelQuery, ThreadsData } from './home-thread-list.tsx';
import { HomeToplist } from './home-toplist.tsx';
import { ShoutsPanel } from './shouts-panel.tsx';
import { SpotlightPanel } from './spotlight-panel.tsx';

const PANEL_ITEMS = 4;

function HomePanel({
  id,
  title,
  icon,
  link,
  children,
}: {
  id: string;
  title: string;
  icon: SpriteData;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Panel
      title={title}
      icon={<PixelSprite sprite={icon} scale={2} />}
      className={`home-panel home-panel--${id}`}
    >
      {children}
      {link && (
        <Link to={link.to} className="panel__link">
          {link.label} →
        </Link>
      )}
    </Panel>
  );
}

const byline = (thread: RecentThread) => (
  <>
    {thread.category_name} · <RelativeTime date={thread.created} />
  </>
);

interface PanelSpec {
  id: string;
  title: string;
  icon: SpriteData;
  link?: { to: string; label: string };
  body: ReactNode;
}

export function HomePanels() {
  const announcements = useAnnouncements();
  const recent = useRecentActivity();
  const latest = panelQuery(announcements, (threads) =>
    threads.slice(0, 3).map((t) => ({ ...t, category_slug: ANNOUNCEMENTS_SLUG })),
  );
  const news = panelQuery(recent, (threads) => newestFirst(threads).slice(0, PANEL_ITEMS));
  const trending = panelQuery(recent, (threads) => mostViewed(threads).slice(0, PANEL_ITEMS));
  const recentLink = { to: '/recent', label: 'Recent activity' };

  const panels: PanelSpec[] = [
    {
      id: 'announcements',
      title: 'Announcements',
      icon: megaphoneIcon,
      link: { to: '/blogpost', label: 'Latest post' },
      body: (
        <ThreadsData
          query={latest}
          empty="No announcements right now."
          detail={(t) => (
            <>
              by {t.author} · <RelativeTime date={t.created} />
            </>
          )}
        />
      ),
    },
    {
      id: 'news',
      title: 'News',
      icon: newsIcon,
      link: recentLink,
      body: <ThreadsData query={news} empty="Fresh threads will pop up here." detail={byline} />,
    },
    { id: 'shouts', title: 'Shouts', icon: bubbleIcon, body: <ShoutsPanel /> },
    {
      id: 'friends',
      title: "Friends' Activity",
      icon: heartIcon,
      link: { to: '/friends', label: 'Friends' },
      body: <FriendsActivityPanel />,
    },
    {
      id: 'trending',
      title: 'Trending',
      icon: flameIcon,
      link: recentLink,
      body: (
        <ThreadsData
          query={trending}
          empty="Nothing is trending yet."
          detail={(t) =>
            `${formatCount(t.view_count)} ${t.view_count === 1 ? 'view' : 'views'} · ${t.category_name}`
          }
        />
      ),
    },
    {
      id: 'shop',
      title: 'Shop',
      icon: coinIcon,
      link: { to: '/shop', label: 'Visit the shop' },
      body: <HomeShop />,
    },
    { id: 'spotlight', title: 'Spotlight', icon: starIcon, body: <SpotlightPanel /> },
    {
      id: 'toplist',
      title: 'Toplist',
      icon: trophyIcon,
      link: { to: '/statistics', label: 'All statistics' },
      body: <HomeToplist />,
    },
  ];

  return (
    <div className="home-grid">
      {panels.map(({ body, ...panel }) => (
        <HomePanel key={panel.id} {...panel}>
          {body}
        </HomePanel>
      ))}
    </div>
  );
}
