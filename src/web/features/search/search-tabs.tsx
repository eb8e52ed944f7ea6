import { type KeyboardEvent, useRef } from 'react';
import type { SearchType } from '../../../common/search-types.ts';

const TABS: ReadonlyArray<{ type: SearchType; label: string }> = [
  { type: 'all', label: 'All' },
  { type: 'threads', label: 'Threads' },
  { type: 'posts', label: 'Posts' },
];

interface SearchTabsProps {
  active: SearchType;
  /** Each tab's count as shown ('12', '1000+'); null while the first answer loads. */
  counts: Record<SearchType, string> | null;
  onSelect: (type: SearchType) => void;
  /** The id prefix shared with the panel (`{id}-tab-{type}`, `{id}-panel`). */
  id: string;
}

export const tabId = (id: string, type: SearchType) => `${id}-tab-${type}`;
export const panelId = (id: string) => `${id}-panel`;

/** All, Threads, Posts with their counts (spec 2 §2). Arrow keys, Home and End move between tabs. */
export function SearchTabs({ active, counts, onSelect, id }: SearchTabsProps) {
  const buttons = useRef(new Map<SearchType, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((tab) => tab.type === active);
    const next = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const type = TABS[next]!.type;
    onSelect(type);
    buttons.current.get(type)?.focus();
  }

  return (
    <div role="tablist" aria-label="Kinds of results" className="search-tabs" onKeyDown={onKeyDown}>
      {TABS.map(({ type, label }) => {
        const selected = type === active;
        return (
          <button
            key={type}
            ref={(element) => {
              if (element) buttons.current.set(type, element);
              else buttons.current.delete(type);
            }}
            type="button"
            role="tab"
            id={tabId(id, type)}
            aria-selected={selected}
            aria-controls={panelId(id)}
            tabIndex={selected ? 0 : -1}
            className="search-tab"
            onClick={() => {
              if (!selected) onSelect(type);
            }}
          >
            {label}
            {counts && ' '}
            {counts && <span className="search-tab__count">{counts[type]}</span>}
          </button>
        );
      })}
    </div>
  );
}
