import { useRef, type KeyboardEvent } from 'react';

interface GalleryTabsProps<T extends string> {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  /** Id of the panel the tabs control. */
  panelId: string;
  label: string;
}

export const tabId = (tab: string) => `gallery-tab-${tab.toLowerCase().replace(/\s+/g, '-')}`;

/**
 * ARIA tabs: one tab stop for the row, arrow keys (and Home/End) move between tabs and select them,
 * as the WAI-ARIA tabs pattern with automatic activation describes.
 */
export function GalleryTabs<T extends string>({ tabs, value, onChange, panelId, label }: GalleryTabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (e: KeyboardEvent) => {
    const i = tabs.indexOf(value);
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onChange(tab);
    listRef.current?.querySelector<HTMLButtonElement>(`#${tabId(tab)}`)?.focus();
  };

  return (
    <div ref={listRef} role="tablist" aria-label={label} className="gallery-tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className="gallery-tabs__tab"
            onClick={() => onChange(tab)}
          >
            {tab}
          </button>
        );
      })}
    </div>
  );
}
