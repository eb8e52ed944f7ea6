import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import './pixel-tabs.css';

export interface TabSpec<T extends string> {
  value: T;
  label: ReactNode;
}

interface PixelTabsProps<T extends string> {
  tabs: readonly TabSpec<T>[];
  active: T;
  onSelect: (value: T) => void;
  label: string;
  /** The id prefix shared with the panel (`{id}-tab-{value}`, `{id}-panel`). */
  id: string;
  /** A class added to the tab list, for a page's own adjustments. */
  className?: string;
}

export const tabId = (id: string, value: string) => `${id}-tab-${value}`;
export const panelId = (id: string) => `${id}-panel`;

/** Pixel folder tabs like the search page's; arrow keys, Home and End move between them. */
export function PixelTabs<T extends string>({
  tabs,
  active,
  onSelect,
  label,
  id,
  className,
}: PixelTabsProps<T>) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.value === active);
    const next = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const value = tabs[next]!.value;
    onSelect(value);
    buttons.current.get(value)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className={className ? `pixel-tabs ${className}` : 'pixel-tabs'}
      onKeyDown={onKeyDown}
    >
      {tabs.map(({ value, label: text }) => {
        const selected = value === active;
        return (
          <button
            key={value}
            ref={(element) => {
              if (element) buttons.current.set(value, element);
              else buttons.current.delete(value);
            }}
            type="button"
            role="tab"
            id={tabId(id, value)}
            aria-selected={selected}
            aria-controls={panelId(id)}
            tabIndex={selected ? 0 : -1}
            className="pixel-tab"
            onClick={() => {
              if (!selected) onSelect(value);
            }}
          >
            {text}
          </button>
        );
      })}
    </div>
  );
}
