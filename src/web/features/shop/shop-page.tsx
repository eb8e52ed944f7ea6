import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatCount } from '../../../common/format-count.ts';
import { pageCount } from '../../../common/page-count.ts';
import { type ItemVariant, SHOP_PAGE_SIZE, SHOP_SKELETONS } from '../../../common/shop-types.ts';
import { Balance } from '../../ui/balance.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/card.tsx';
import { GiftDialog } from '../../ui/gift-dialog.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { Status } from '../../ui/status.tsx';
import { useStoreItems } from './api.ts';
import { LoginPromptDialog } from './login-prompt-dialog.tsx';
import { ShopItemCard } from './shop-item-card.tsx';
import { emptyMessage, readShopParams, type ShopParams, toShopParams } from './shop-params.ts';
import { ShopToolbar } from './shop-toolbar.tsx';
import { TryOnDialog } from './try-on-dialog.tsx';
import { useShopper } from './use-shopper.ts';
import './shop-page.css';

function SkeletonGrid() {
  return (
    <ul className="card-grid shop-grid" aria-busy="true" aria-label="Loading items">
      {Array.from({ length: SHOP_SKELETONS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins that never reorder
        <li key={i} className="shop-card shop-card--skeleton card" aria-hidden="true">
          <span className="shop-card__art skeleton__block" />
          <span className="skeleton__line" />
          <span className="skeleton__line" />
        </li>
      ))}
    </ul>
  );
}

/** Shop (spec 2 §2): search, category filter, sort, 12 items a page, Try On and Buy. */
export function ShopPage() {
  const [params, setParams] = useSearchParams();
  const view = readShopParams(params);
  const items = useStoreItems(view);
  const shopper = useShopper();
  const { user, checkingSession, coins, gems, status, buyAction } = shopper;
  const [tryingOn, setTryingOn] = useState<ItemVariant | null>(null);
  const [gifting, setGifting] = useState<ItemVariant | null>(null);

  const changeView = (next: Partial<ShopParams>, options: { replace?: boolean } = {}) =>
    setParams(toShopParams({ ...view, page: 1, ...next }), { ...options, preventScrollReset: true });

  function grid() {
    if (items.isError) {
      return (
        <LoadFailed
          className="shop-error"
          message="Failed to load the shop. Please try again."
          onRetry={() => void items.refetch()}
        />
      );
    }
    if (!items.data) return <SkeletonGrid />;
    const { total } = items.data;
    const pages = pageCount(total, SHOP_PAGE_SIZE);
    // spec 2 §2: 12 a page, from every page the server had (see fetchAllPages)
    const shown = items.data.items.slice((view.page - 1) * SHOP_PAGE_SIZE, view.page * SHOP_PAGE_SIZE);
    if (shown.length === 0 && total > 0) {
      // a stale link past the last page
      return (
        <EmptyState title="This page is empty">
          <ButtonLink to={`?${toShopParams({ ...view, page: pages })}`} variant="secondary" size="sm">
            Go to page {pages}
          </ButtonLink>
        </EmptyState>
      );
    }
    if (shown.length === 0) {
      return <EmptyState title={emptyMessage(view)}>Try another search or category.</EmptyState>;
    }
    return (
      <>
        <p className="shop-count">
          {formatCount(total)} {total === 1 ? 'item' : 'items'}
        </p>
        <ul className="card-grid shop-grid" aria-label="Items">
          {shown.map((item) => (
            <li key={item.id}>
              <ShopItemCard
                item={item}
                buy={buyAction(item)}
                onTryOn={() => (user ? setTryingOn(item) : shopper.setLoginFor('try items on'))}
                onGift={() => (user ? setGifting(item) : shopper.setLoginFor('send gifts'))}
              />
            </li>
          ))}
        </ul>
        <Pagination
          className="shop-pagination"
          label="Shop pages"
          page={Math.min(view.page, pages)}
          pageCount={pages}
          hrefFor={(page) => `?${toShopParams({ ...view, page })}`}
        />
      </>
    );
  }

  return (
    <div className="page shop-page">
      <PageHeader
        title="Shop"
        subtitle="Fresh pixel outfits for CitoCoin and gems."
        breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Shop' }]}
        actions={
          user ? (
            <>
              <Balance coins={coins} gems={gems} />
              <ButtonLink to="/wardrobe" variant="secondary" size="sm">
                Wardrobe
              </ButtonLink>
            </>
          ) : checkingSession ? null : (
            <ButtonLink to="/" size="sm">
              Log in to shop
            </ButtonLink>
          )
        }
      />
      <ShopToolbar view={view} onChange={changeView} />
      <section className="shop-results" aria-busy={items.isFetching}>
        {grid()}
      </section>
      {!tryingOn && <Status status={status} className="shop-toast" />}
      <TryOnDialog
        item={tryingOn}
        outfit={shopper.savedLook}
        failed={shopper.lookFailed}
        buy={tryingOn ? buyAction(tryingOn) : null}
        status={tryingOn ? status : null}
        onClose={() => setTryingOn(null)}
      />
      <LoginPromptDialog action={shopper.loginFor} onClose={() => shopper.setLoginFor(null)} />
      {user && (
        <GiftDialog
          key={gifting?.id}
          open={gifting !== null}
          item={gifting}
          onClose={() => setGifting(null)}
        />
      )}
    </div>
  );
}
