import { type KeyboardEvent, useRef } from 'react';
import styles from './tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabsProps<K extends string> {
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** Prefix of the tab and panel ids: tab `${idPrefix}-tab-${key}`, panel `${idPrefix}-panel-${key}`. */
  idPrefix: string;
}

export const tabId = (prefix: string, key: string) => `${prefix}-tab-${key}`;
export const panelId = (prefix: string, key: string) => `${prefix}-panel-${key}`;

function nextIndex(key: string, index: number, last: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return index === last ? 0 : index + 1;
    case 'ArrowLeft':
      return index === 0 ? last : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, the arrow keys move and select (wrapping),
 * Home and End go to the ends.
 */
export function Tabs<K extends string>({
  label,
  items,
  selected,
  onSelect,
  idPrefix,
}: TabsProps<K>) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.key === selected);
    const next = nextIndex(event.key, index, items.length - 1);
    const item = next === null ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onSelect(item.key);
    buttons.current.get(item.key)?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={styles.list} onKeyDown={move}>
      {items.map((item) => {
        const isSelected = item.key === selected;
        return (
          <button
            key={item.key}
            ref={(element) => {
              if (element) buttons.current.set(item.key, element);
              else buttons.current.delete(item.key);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.key)}
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix, item.key)}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(item.key)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
