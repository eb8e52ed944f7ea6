import { Link } from 'react-router';
import { useWishlist } from '../../api/wishlist.ts';
import { Swatch } from '../../ui/avatar/item-sprite.tsx';
import { Panel } from '../../ui/card.tsx';

/** The account page's wishlist (issue 18 §2): each wish links to its item page and says if it can be bought. */
export function WishlistPanel() {
  const wishlist = useWishlist();
  const items = wishlist.data?.items ?? [];
  return (
    <Panel title="Wishlist" className="wishlist-panel">
      {wishlist.isPending ? (
        <p className="muted">Loading…</p>
      ) : wishlist.isError ? (
        <p className="muted">Your wishlist could not be loaded.</p>
      ) : items.length === 0 ? (
        <p className="muted">
          Nothing on your wishlist yet. Add items from their page in the <Link to="/shop">shop</Link>.
        </p>
      ) : (
        <ul className="wishlist-panel__list">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={`/shop/item/${item.id}`}>
                <Swatch color={item.hex_color} /> {item.name}
              </Link>
              <span className={item.available ? 'wishlist-panel__available' : 'muted'}>
                {item.available ? 'Available' : 'Not available'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
