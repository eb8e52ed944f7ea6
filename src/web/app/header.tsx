import { Link, NavLink } from 'react-router';
import { useCurrentUser } from '../api/session.ts';
import { MessagesLink } from '../features/messages/messages-link.tsx';
import { PixelSprite } from '../ui/pixel-sprite.tsx';
import { logoSprite } from '../ui/sprites.ts';
import { AccountMenu } from './account-menu.tsx';
import { ConnectionLostNotice, LiveIndicator } from './live/live-status.tsx';
import { NotificationBell } from './notifications/notification-bell.tsx';
import { SearchBar } from './search-bar.tsx';
import { SessionControls } from './session-controls.tsx';
import { useSiteInfo } from './site-info.ts';
import { ThemeToggle } from './theme-toggle.tsx';

const NAV_LINKS = [
  { to: '/forum', label: 'Forum' },
  { to: '/games', label: 'Games' },
  { to: '/shop', label: 'Shop' },
  { to: '/wardrobe', label: 'Wardrobe' },
];

export function Header() {
  const user = useCurrentUser();
  const site = useSiteInfo();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={user ? '/home' : '/'} className="logo">
          <PixelSprite sprite={logoSprite} scale={2} />
          <span className="logo__text">{site.name}</span>
        </Link>
        <nav aria-label="Main" className="main-nav">
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <SearchBar />
        <LiveIndicator />
        <div className="site-header__account">
          <SessionControls />
          {user && <MessagesLink />}
          {user && <NotificationBell userId={user.id} />}
          <ThemeToggle />
          <AccountMenu />
        </div>
      </div>
      <ConnectionLostNotice />
    </header>
  );
}
