import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { formatCount } from '../../../common/format-count.ts';
import type { ItemPageResponse } from '../../../common/item-page-types.ts';
import { ownersText, RARITY_LABELS } from '../../../common/item-rarity.ts';
import type { ShopFilter } from '../../../common/shop-types.ts';
import { ApiError, failureMessage } from '../../api/client.ts';
import { useSetWished } from '../../api/wishlist.ts';
import { ItemSprite, Swatch } from '../../ui/avatar/item-sprite.tsx';
import { type WornItem, wear } from '../../ui/avatar/outfit.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/card.tsx';
import { Fact } from '../../ui/fact.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Status, useStatus } from '../../ui/status.tsx';
import { useItemPage } from './api.ts';
import { expiryText, stockText } from './item-status.ts';
import { LoginPromptDialog } from './login-prompt-dialog.tsx';
import { itemPath, Price } from './shop-item-card.tsx';
import { FILTER_LABELS } from './shop-params.ts';
import { LookPreview } from './try-on-dialog.tsx';
import { useShopper } from './use-shopper.ts';
import './shop-page.css';
import './item-page.css';

/** The item page (issue 18 §2): a large preview on your own look, its facts, Buy and the wishlist. */
export function ItemPage() {
  const id = Number(useParams().id);
  const page = useItemPage(Number.isInteger(id) && id > 0 ? id : 0);
  const missing = page.error instanceof ApiError && (page.error.status === 404 || page.error.status === 400);
  const title = page.data?.item.design_name ?? (missing ? 'Item not found' : 'Item');
  return (
    <div className="page shop-page item-page">
      <PageHeader
        title={title}
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Shop', to: '/shop' }, { label: title }]}
      />
      {page.data ? (
        <ItemDetails data={page.data} />
      ) : missing ? (
        <EmptyState title="This item does not exist">
          <ButtonLink to="/shop" variant="secondary" size="sm">
            Back to the shop
          </ButtonLink>
        </EmptyState>
      ) : page.isError ? (
        <LoadFailed
          className="shop-error"
          message="Failed to load this item. Please try again."
          onRetry={() => void page.refetch()}
        />
      ) : (
        <Skeleton lines={8} label="Loading the item…" />
      )}
    </div>
  );
}

function ItemDetails({ data }: { data: ItemPageResponse }) {
  const { item } = data;
  const shopper = useShopper();
  const buy = shopper.buyAction(item);
  const setWished = useSetWished();
  const [wishStatus, showWishStatus] = useStatus();
  const rarity = RARITY_LABELS[data.rarity];
  const stock = stockText(item);
  const expiry = item.available ? expiryText(item.expires_at) : null;

  // Members see it on their saved look, visitors on a plain figure (the try-on dialog's rules).
  const figure: WornItem[] | null = useMemo(() => {
    if (shopper.user) return shopper.savedLook;
    const skin = data.default_skin;
    return skin ? [{ id: 'skin', variant: skin, layer: skin.default_layer, offset: { x: 0, y: 0 } }] : [];
  }, [shopper.user, shopper.savedLook, data.default_skin]);
  const preview = figure ? wear(figure, item) : null;

  function toggleWish() {
    if (!shopper.user) return shopper.setLoginFor('keep a wishlist');
    const wished = !data.wishlisted;
    setWished.mutate(
      { variantId: item.id, wished },
      {
        onSuccess: () =>
          showWishStatus(wished ? 'Added to your wishlist.' : 'Removed from your wishlist.', 'success'),
        onError: (error) =>
          showWishStatus(failureMessage(error, 'The wishlist could not be changed.'), 'error'),
      },
    );
  }

  return (
    <div className="item-page__layout">
      <div className="avatar-frame item-page__figure">
        <LookPreview outfit={preview} failed={shopper.lookFailed} className="item-page__canvas" />
      </div>
      <div className="item-page__details card">
        <p className="shop-card__variant item-page__variant">
          <Swatch color={item.hex_color} /> {item.variant_name}
          <span className={`rarity rarity--${data.rarity}`} title={rarity.explanation}>
            {rarity.label}
          </span>
        </p>
        <p className="shop-card__price item-page__price">
          <Price item={item} />
        </p>
        <dl className="item-page__facts">
          <Fact term="Category">{FILTER_LABELS[item.category as ShopFilter] ?? item.category}</Fact>
          <Fact term="Creator">
            {item.creator ? (
              <Link to={`/profile/${encodeURIComponent(item.creator)}`}>{item.creator}</Link>
            ) : (
              'Cito'
            )}
          </Fact>
          <div>
            <dt>Stock</dt>
            <dd className={item.remaining_stock === 0 ? 'shop-card__sold-out' : undefined}>
              {stock ?? 'Unlimited'}
            </dd>
          </div>
          {expiry && <Fact term="Available">{expiry}</Fact>}
          <Fact term="Rarity">
            {rarity.label}: {rarity.explanation}
          </Fact>
          <Fact term="Owned by">
            {ownersText(data.owners)}
            {data.owned > 0 && ' (you too)'}
          </Fact>
          <Fact term="Sold">{formatCount(data.sold)}</Fact>
        </dl>
        <div className="button-row">
          <Button disabled={buy.disabled} onClick={buy.onClick}>
            {buy.label}
          </Button>
          <Button
            variant="secondary"
            aria-pressed={data.wishlisted}
            busy={setWished.isPending}
            onClick={toggleWish}
          >
            {data.wishlisted ? '♥ On your wishlist' : '♡ Add to wishlist'}
          </Button>
        </div>
        <Status status={shopper.status} />
        <Status status={wishStatus} />
        {data.variants.length > 1 && <OtherColours data={data} />}
      </div>
      <LoginPromptDialog action={shopper.loginFor} onClose={() => shopper.setLoginFor(null)} />
    </div>
  );
}

/** The design's colour variants, each a link to its own page; the current one marked. */
function OtherColours({ data }: { data: ItemPageResponse }) {
  return (
    <section className="item-page__colours" aria-labelledby="item-colours">
      <h2 id="item-colours" className="item-page__subtitle">
        Colours
      </h2>
      <ul className="item-page__colour-list">
        {data.variants.map((variant) => (
          <li key={variant.id}>
            <Link
              to={itemPath(variant.id)}
              className="item-page__colour"
              aria-current={variant.id === data.item.id ? 'page' : undefined}
            >
              <span className="item-page__colour-art">
                <ItemSprite item={variant} width={56} height={64} />
              </span>
              <span className="item-page__colour-name">
                <Swatch color={variant.hex_color} /> {variant.variant_name}
              </span>
              {!variant.available && <span className="muted item-page__colour-note">Not for sale</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
