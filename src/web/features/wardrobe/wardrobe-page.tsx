import { useMemo, useState } from 'react';
import type { Outfit } from '../../../common/looks-types.ts';
import { MSG } from '../../../common/messages.ts';
import { type AvatarSize, type InventoryItem, ITEM_CATEGORIES } from '../../../common/shop-types.ts';
import { failureMessage } from '../../api/client.ts';
import { useCurrentUser, useWhoami } from '../../api/session.ts';
import { useInventory, useSaveAvatar, useSavedAvatar } from '../../api/wardrobe.ts';
import { useBlocker } from '../../app/router.tsx';
import { fromConfig, isSkin, isWearing, toConfig, wear } from '../../ui/avatar/outfit.ts';
import { Balance } from '../../ui/balance.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card, Panel } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Notice, useStatus } from '../../ui/status.tsx';
import { AvatarStage } from './avatar-stage.tsx';
import { InventoryGrid } from './inventory-grid.tsx';
import { LayerList } from './layer-list.tsx';
import { LeaveWardrobeDialog } from './leave-dialog.tsx';
import { missingItems, OutfitsPanel } from './outfits-panel.tsx';
import { PositionPanel } from './position-panel.tsx';
import { SkinSwatches } from './skin-swatches.tsx';
import { useWorkingCopy } from './use-working-copy.ts';
import {
  clearAll,
  layerList,
  moveBy,
  moveInList,
  nudge,
  randomOutfit,
  setLayer,
  setOffset,
  takeOff,
  tooManyAccessories,
} from './wardrobe-rules.ts';
import './wardrobe-page.css';

const categoryOrder = (item: InventoryItem) => ITEM_CATEGORIES.indexOf(item.category as never);

function Header({ balance }: { balance?: { coins: number; gems: number } }) {
  return (
    <PageHeader
      title="Wardrobe"
      subtitle="Dress up your avatar with the items you own."
      breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Wardrobe' }]}
      actions={balance && <Balance coins={balance.coins} gems={balance.gems} />}
    />
  );
}

/** Wardrobe (spec 2 §2, §4): dress the avatar from the inventory and save it. */
export function WardrobePage() {
  const user = useCurrentUser();
  const { isPending: checkingSession } = useWhoami();
  const inventory = useInventory(user !== null);
  const avatar = useSavedAvatar(user !== null);
  const copy = useWorkingCopy(avatar.data, inventory.data);
  const save = useSaveAvatar();
  const [status, showStatus] = useStatus();
  const [size, setSize] = useState<AvatarSize>('full');
  // issue 18 §4: a link away from unsaved changes asks first (the dialog below)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => copy.dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  const owned = inventory.data?.items;
  const skins = useMemo(() => owned?.filter((item) => item.category === 'skin') ?? [], [owned]);
  const clothes = useMemo(
    () =>
      (owned ?? [])
        .filter((item) => item.category !== 'skin')
        .sort((a, b) => categoryOrder(a) - categoryOrder(b) || a.name.localeCompare(b.name)),
    [owned],
  );

  if (!user) {
    return (
      <div className="page">
        <Header />
        {checkingSession ? (
          <Skeleton lines={6} label="Checking your session…" />
        ) : (
          <Card tone="muted" className="wardrobe-login">
            <p>Log in to dress up your avatar with the items you own.</p>
            <ButtonLink to="/" size="sm">
              Sign In
            </ButtonLink>
          </Card>
        )}
      </div>
    );
  }

  const balance = { coins: inventory.data?.coins ?? user.coins, gems: inventory.data?.gems ?? user.gems };
  const failed = inventory.isError || avatar.isError;
  const { outfit, change, selected } = copy;

  if (failed || !outfit) {
    return (
      <div className="page">
        <Header balance={balance} />
        {failed ? (
          <div className="wardrobe-error">
            <Notice tone="error">Failed to load your wardrobe. Please try again.</Notice>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                void inventory.refetch();
                void avatar.refetch();
              }}
            >
              Try Again
            </Button>
          </div>
        ) : (
          <Skeleton lines={8} label="Loading your wardrobe…" />
        )}
      </div>
    );
  }

  const saveLook = () => {
    const look = outfit;
    save.mutate(toConfig(look), {
      onSuccess: () => {
        copy.markSaved(look);
        showStatus('Avatar saved!', 'success');
      },
      // spec 2 §8, with the server's reason when it gave one
      onError: (error) => {
        const reason = failureMessage(error, '');
        showStatus(reason ? `${MSG.saveAvatarFailed} ${reason}` : MSG.saveAvatarFailed, 'error');
      },
    });
  };

  const skin = outfit.find(isSkin);
  const layers = layerList(outfit);

  const wearItem = (item: InventoryItem) => {
    if (tooManyAccessories(outfit, item)) return showStatus(MSG.avatarTooManyAccessories, 'error');
    change((look) => wear(look, item));
  };

  // Items the member no longer owns are left out of the look, and said so.
  const wearOutfit = (saved: Outfit) => {
    change(() => fromConfig(saved.config, owned ?? []));
    const missing = missingItems(saved);
    showStatus(
      missing.length
        ? `Wearing ${saved.name} without ${missing.length === 1 ? 'an item' : `${missing.length} items`} you no longer own. Save Avatar to keep it.`
        : `Wearing ${saved.name}. Save Avatar to keep it.`,
      'info',
    );
  };

  return (
    <div className="page wardrobe-page">
      <Header balance={balance} />
      <div className="wardrobe-layout">
        <AvatarStage
          outfit={outfit}
          size={size}
          onSize={setSize}
          dirty={copy.dirty}
          saving={save.isPending}
          status={status}
          onSave={saveLook}
          onRandomize={() => change(() => randomOutfit(owned ?? []))}
          onClear={() => change(clearAll)}
        />
        <div className="wardrobe-side">
          <Panel title="Skin tone" headingLevel={2}>
            <SkinSwatches
              skins={skins}
              wornId={skin?.variant.id ?? null}
              onPick={(picked) => change((look) => wear(look, picked))}
            />
          </Panel>
          <Panel title="Layers" headingLevel={2} className="wardrobe-layers">
            <LayerList
              layers={layers}
              selectedId={selected?.id ?? null}
              onMoveTo={(id, index) => change((look) => moveInList(look, id, index))}
              onMoveBy={(id, delta) => change((look) => moveBy(look, id, delta))}
              onLayer={(id, layer) => change((look) => setLayer(look, id, layer))}
              onSelect={copy.select}
              onRemove={(id) => change((look) => takeOff(look, id))}
            />
          </Panel>
          <Panel title="Position" headingLevel={2}>
            <PositionPanel
              item={selected}
              onNudge={(dx, dy) => selected && change((look) => nudge(look, selected.id, dx, dy))}
              onSet={(offset) => selected && change((look) => setOffset(look, selected.id, offset))}
            />
          </Panel>
          <Panel title="Your items" headingLevel={2} className="wardrobe-inventory">
            <InventoryGrid
              items={clothes}
              isWorn={(id) => isWearing(outfit, id)}
              onWear={wearItem}
              onRemove={(item) =>
                change((look) => {
                  const worn = look.find((entry) => entry.variant.id === item.id);
                  return worn ? takeOff(look, worn.id) : [...look];
                })
              }
            />
          </Panel>
          <Panel title="Outfits" headingLevel={2} className="wardrobe-outfits">
            <OutfitsPanel look={outfit} onWear={wearOutfit} showStatus={showStatus} />
          </Panel>
        </div>
      </div>
      <LeaveWardrobeDialog blocker={blocker} />
    </div>
  );
}
