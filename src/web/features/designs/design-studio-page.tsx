import { useId, useState } from 'react';
import { isLoggedIn, useWhoami } from '../../api/session.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PixelTabs, panelId, type TabSpec, tabId } from '../../ui/pixel-tabs.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Status, useStatus } from '../../ui/status.tsx';
import { type BuiltSheet, DesignForm } from './design-form.tsx';
import { MyDesigns } from './my-designs.tsx';
import { SpriteBuilder } from './sprite-builder.tsx';
import './designs.css';

type StudioTab = 'mine' | 'submit' | 'builder';

const TABS: TabSpec<StudioTab>[] = [
  { value: 'mine', label: 'My Designs' },
  { value: 'submit', label: 'Submit Design' },
  { value: 'builder', label: 'Sprite Sheet Builder' },
];

const HEADER = {
  title: 'Design Studio',
  subtitle: 'Create clothing for the whole community.',
  breadcrumbs: [{ label: 'Home', to: '/home' }, { label: 'Design Studio' }],
};

/** Design Studio (spec 2 §2): My Designs, Submit Design, Sprite Sheet Builder. */
export function DesignStudioPage() {
  const id = useId();
  const whoami = useWhoami();
  const [tab, setTab] = useState<StudioTab>('mine');
  const [built, setBuilt] = useState<BuiltSheet | null>(null);
  const [status, show] = useStatus(6000);

  if (whoami.isPending)
    return (
      <div className="page design-studio">
        <PageHeader {...HEADER} />
        <Skeleton lines={6} label="Checking your session…" />
      </div>
    );

  if (!isLoggedIn(whoami.data))
    return (
      <div className="page design-studio">
        <PageHeader {...HEADER} />
        <Card className="studio-gate">
          <h2>Sign in to design</h2>
          <p>Members draw clothing, send it to the Design Team and see it on sale in the shop.</p>
          <div className="button-row">
            <ButtonLink to="/">Sign In</ButtonLink>
            <ButtonLink to="/signup" variant="secondary">
              Create an account
            </ButtonLink>
          </div>
        </Card>
      </div>
    );

  return (
    <div className="page design-studio">
      <PageHeader {...HEADER} />
      <PixelTabs tabs={TABS} active={tab} onSelect={setTab} label="Design Studio sections" id={id} />
      <div role="tabpanel" id={panelId(id)} aria-labelledby={tabId(id, tab)} className="studio-panel">
        <Status status={status} className="studio-status" />
        {tab === 'mine' && <MyDesigns onCreate={() => setTab('submit')} />}
        {/* the form and the builder stay mounted so switching tabs keeps what was typed and uploaded */}
        <div hidden={tab !== 'submit'}>
          <DesignForm
            built={built}
            onSubmitted={(message) => {
              setBuilt(null);
              show(message, 'success');
              setTab('mine');
            }}
          />
        </div>
        <div hidden={tab !== 'builder'}>
          <SpriteBuilder
            onUse={(sheet) => {
              setBuilt(sheet);
              setTab('submit');
            }}
          />
        </div>
      </div>
    </div>
  );
}
