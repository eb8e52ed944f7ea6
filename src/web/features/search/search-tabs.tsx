import type { SearchType } from '../../../common/search-types.ts';
import { PixelTabs } from '../../ui/pixel-tabs.tsx';

const TABS: ReadonlyArray<{ value: SearchType; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'threads', label: 'Threads' },
  { value: 'posts', label: 'Posts' },
];

interface SearchTabsProps {
  active: SearchType;
  /** Each tab's count as shown ('12', '1000+'); null while the first answer loads. */
  counts: Record<SearchType, string> | null;
  onSelect: (type: SearchType) => void;
  /** The id prefix shared with the panel (`{id}-tab-{type}`, `{id}-panel`). */
  id: string;
}

/** All, Threads, Posts with their counts (spec 2 §2): the shared pixel tabs. */
export function SearchTabs({ active, counts, onSelect, id }: SearchTabsProps) {
  const tabs = TABS.map(({ value, label }) => ({
    value,
    label: counts ? (
      <>
        {label} <span className="pixel-tab__count">{counts[value]}</span>
      </>
    ) : (
      label
    ),
  }));
  return (
    <PixelTabs
      tabs={tabs}
      active={active}
      onSelect={onSelect}
      label="Kinds of results"
      id={id}
      className="search-tabs"
    />
  );
}
