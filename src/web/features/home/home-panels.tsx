import type { ReactNode } from 'react';
import { Link } from 'react-router';
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
import { HomeThreadList, PanelData, panelQuery } from './home-thread-list.tsx';
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

export function HomePanels() {
  const announcements = useAnnouncements();
  const recent = useRecentActivity();
  const latest = panelQuery(announcements, (threads) => threads.slice(0, 3));
  const news = panelQuery(recent, (threads) => newestFirst(threads).slice(0, PANEL_ITEMS));
  const trending = panelQuery(recent, (threads) => mostViewed(threads).slice(0, PANEL_ITEMS));

  return (
    <div className="home-grid">
      <HomePanel
        id="announcements"
        title="Announcements"
        icon={megaphoneIcon}
        link={{ to: '/blogpost', label: 'Latest post' }}
      >
        <PanelData query={latest} empty="No announcements right now.">
          {(threads) => (
            <HomeThreadList
              threads={threads.map((t) => ({ ...t, category_slug: ANNOUNCEMENTS_SLUG }))}
              detail={(t) => (
                <>
                  by {t.author} · <RelativeTime date={t.created} />
                </>
              )}
            />
          )}
        </PanelData>
      </HomePanel>
      <HomePanel id="news" title="News" icon={newsIcon} link={{ to: '/recent', label: 'Recent activity' }}>
        <PanelData query={news} empty="Fresh threads will pop up here.">
          {(threads) => <HomeThreadList threads={threads} detail={byline} />}
        </PanelData>
      </HomePanel>
      <HomePanel id="shouts" title="Shouts" icon={bubbleIcon}>
        <ShoutsPanel />
      </HomePanel>
      <HomePanel
        id="friends"
        title="Friends' Activity"
        icon={heartIcon}
        link={{ to: '/friends', label: 'Friends' }}
      >
        <FriendsActivityPanel />
      </HomePanel>
      <HomePanel
        id="trending"
        title="Trending"
        icon={flameIcon}
        link={{ to: '/recent', label: 'Recent activity' }}
      >
        <PanelData query={trending} empty="Nothing is trending yet.">
          {(threads) => (
            <HomeThreadList
              threads={threads}
              detail={(t) =>
                `${t.view_count.toLocaleString()} ${t.view_count === 1 ? 'view' : 'views'} · ${t.category_name}`
              }
            />
          )}
        </PanelData>
      </HomePanel>
      <HomePanel id="shop" title="Shop" icon={coinIcon} link={{ to: '/shop', label: 'Visit the shop' }}>
        <HomeShop />
      </HomePanel>
      <HomePanel id="spotlight" title="Spotlight" icon={starIcon}>
        <SpotlightPanel />
      </HomePanel>
      <HomePanel
        id="toplist"
        title="Toplist"
        icon={trophyIcon}
        link={{ to: '/statistics', label: 'All statistics' }}
      >
        <HomeToplist />
      </HomePanel>
    </div>
  );
}
