import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MSG } from '../../../common/messages.ts';
import { type ItemVariant, SHOP_SKELETONS } from '../../../common/shop-types.ts';
import { failureMessage } from '../../api/client.ts';
import { useCurrentUser, useWhoami } from '../../api/session.ts';
import { useInventory, useSavedAvatar } from '../../api/wardrobe.ts';
import { fromConfig } from '../../ui/avatar/outfit.ts';
import { Balance } from '../../ui/balance.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/card.tsx';
import { GiftDialog } from '../../ui/gift-dialog.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Notice, Status, useStatus } from '../../ui/status.tsx';
import { usePurchase, useStoreItems } from './api.ts';
import { buyButton } from './item-status.ts';
import { LoginPromptDialog } from './login-prompt-dialog.tsx';
import { type BuyAction, ShopItemCard } from './shop-item-card.tsx';
import { ShopPagination } from './shop-pagination.tsx';
import { emptyMessage, pageCount, readShopParams, type ShopParams, toShopParams } from './shop-params.ts';
import { ShopToolbar } from './shop-toolbar.tsx';
import { TryOnDialog } from './try-on-dialog.tsx';
import './shop-page.css';

function SkeletonGrid() {
  return (
    <ul className="shop-grid" aria-busy="true" aria-label="Loading items">
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
  const user = useCurrentUser();
  const { isPending: checkingSession } = useWhoami();
  const [params, setParams] = useSearchParams();
  const view = readShopParams(params);
  const items = useStoreItems(view);
  const inventory = useInventory(user !== null);
  const avatar = useSavedAvatar(user !== null);
  const purchase = usePurchase();
  const [status, showStatus] = useStatus();
  const [tryingOn, setTryingOn] = useState<ItemVariant | null>(null);
  const [loginFor, setLoginFor] = useState<string | null>(null);
  const [gifting, setGifting] = useState<ItemVariant | null>(null);

  const owned = useMemo(
    () => new Map(inventory.data?.items.map((item) => [item.id, item.quantity])),
    [inventory.data],
  );
  const savedLook = useMemo(
    () => (avatar.data && inventory.data ? fromConfig(avatar.data.config, inventory.data.items) : null),
    [avatar.data, inventory.data],
  );
  const coins = inventory.data?.coins ?? user?.coins ?? 0;
  const gems = inventory.data?.gems ?? user?.gems ?? 0;

  const changeView = (next: Partial<ShopParams>, options: { replace?: boolean } = {}) =>
    setParams(toShopParams({ ...view, page: 1, ...next }), { ...options, preventScrollReset: true });

  function buy(item: ItemVariant) {
    purchase.mutate(item.id, {
      onSuccess: (answer) =>
        showStatus(
          `${answer.message} Your balance: ${answer.coins.toLocaleString()} CitoCoin and ${answer.gems.toLocaleString()} ${answer.gems === 1 ? 'gem' : 'gems'}.`,
          'success',
        ),
      // spec 2 §8: the server's message if it sent one
      onError: (error) => showStatus(failureMessage(error, MSG.purchaseFailed), 'error'),
    });
  }

  function buyAction(item: ItemVariant): BuyAction {
    if (!user) return { label: 'Buy', disabled: checkingSession, onClick: () => setLoginFor('buy items') };
    const state = buyButton(item, {
      owned: owned.get(item.id) ?? 0,
      coins,
      gems,
      loading: inventory.isPending,
      purchasing: purchase.isPending,
      buyingThis: purchase.isPending && purchase.variables === item.id,
    });
    return { ...state, onClick: () => buy(item) };
  }

  function grid() {
    if (items.isError) {
      return (
        <div className="shop-error">
          <Notice tone="error">Failed to load the shop. Please try again.</Notice>
          <Button variant="secondary" size="sm" onClick={() => void items.refetch()}>
            Try Again
          </Button>
        </div>
      );
    }
    if (!items.data) return <SkeletonGrid />;
    const { data } = items;
    const pages = pageCount(data.total, data.per_page);
    if (data.items.length === 0 && data.total > 0) {
      // a stale link past the last page
      return (
        <EmptyState title="This page is empty">
          <ButtonLink to={`?${toShopParams({ ...view, page: pages })}`} variant="secondary" size="sm">
            Go to page {pages}
          </ButtonLink>
        </EmptyState>
      );
    }
    if (data.items.length === 0) {
      return <EmptyState title={emptyMessage(view)}>Try another search or category.</EmptyState>;
    }
    return (
      <>
        <p className="shop-count">
          {data.total.toLocaleString()} {data.total === 1 ? 'item' : 'items'}
        </p>
        <ul className="shop-grid" aria-label="Items">
          {data.items.map((item) => (
            <li key={item.id}>
              <ShopItemCard
                item={item}
                buy={buyAction(item)}
                onTryOn={() => (user ? setTryingOn(item) : setLoginFor('try items on'))}
                onGift={() => (user ? setGifting(item) : setLoginFor('send gifts'))}
              />
            </li>
          ))}
        </ul>
        <ShopPagination
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
        outfit={savedLook}
        failed={avatar.isError || inventory.isError}
        buy={tryingOn ? buyAction(tryingOn) : null}
        status={tryingOn ? status : null}
        onClose={() => setTryingOn(null)}
      />
      <LoginPromptDialog action={loginFor} onClose={() => setLoginFor(null)} />
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
