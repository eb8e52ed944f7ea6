import { Link } from 'react-router';
import { formatCount } from '../../../common/format-count.ts';
import { useNewestItems } from './home-api.ts';
import { PanelData, panelQuery } from './home-thread-list.tsx';

/** The three newest items in the shop, with their sprites and prices, for the home Shop panel. */
export function HomeShop() {
  const query = panelQuery(useNewestItems(), (data) => data.items);
  return (
    <PanelData query={query} empty="The shelves are empty for now.">
      {(items) => (
        <ul className="home-shop" aria-label="Newest in the shop">
          {items.map((item) => (
            <li key={item.id} className="home-shop__item">
              <img className="home-shop__sprite" src={item.sprite_url} alt="" width={42} height={68} />
              <span className="home-shop__text">
                <Link to={`/shop?q=${encodeURIComponent(item.design_name)}`}>{item.name}</Link>
                <span className="home-shop__price">
                  {item.price_coins > 0 && `${formatCount(item.price_coins)} CitoCoin`}
                  {item.price_coins > 0 && item.price_gems > 0 && ' + '}
                  {item.price_gems > 0 && `${item.price_gems} ${item.price_gems === 1 ? 'gem' : 'gems'}`}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </PanelData>
  );
}
