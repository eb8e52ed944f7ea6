import { Link } from 'react-router';
import { formatCount } from '../../common/format-count.ts';
import { useCurrentUser } from '../api/session.ts';
import { PixelSprite } from '../ui/pixel-sprite.tsx';
import { coinIcon, menuIcon } from '../ui/sprites.ts';
import { usePopup } from '../ui/use-dismiss.ts';

const MENU_LINKS = [
  { to: '/account/settings', label: 'Settings' },
  { to: '/account/posts', label: 'My Posts' },
  { to: '/recent', label: 'Recent Activity' },
  { to: '/friends', label: 'Friends' },
  { to: '/trades', label: 'Trades & Gifts' },
  { to: '/account', label: 'Account Overview' },
];

/** The hamburger account menu (spec 1 §2): a disclosure that closes on Escape, outside click or navigation. */
export function AccountMenu() {
  const user = useCurrentUser();
  const { open, setOpen, root, button, popupId: panelId } = usePopup();

  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-btn"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <PixelSprite sprite={menuIcon} scale={2} />
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        {user && (
          <div className="account-menu__who">
            <span className="account-menu__name">{user.username}</span>
            <span className="account-menu__coins">
              <PixelSprite sprite={coinIcon} scale={2} /> {formatCount(user.coins)} CitoCoin
            </span>
          </div>
        )}
        <ul>
          {MENU_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
          {user?.permissions.includes('moderate') && (
            <li>
              <Link to="/moderation/reports" onClick={() => setOpen(false)}>
                Moderation Reports
              </Link>
            </li>
          )}
          {(user?.permissions.includes('admin') || user?.permissions.includes('moderate')) && (
            <li>
              <Link to="/admin" onClick={() => setOpen(false)}>
                Admin
              </Link>
            </li>
          )}
          {!user && (
            <li>
              <Link to="/signup" onClick={() => setOpen(false)}>
                Create an account
              </Link>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}
