import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { UiStyles } from './ui-styles';

export type TabItem<K extends string> = { key: K; label: ReactNode; children: ReactNode };

type TabsProps<K extends string> = {
  'aria-label': string;
  items: readonly TabItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
};

/**
 * WAI-ARIA tabs: one tab stop (the selected tab); arrow keys, Home and End move to another tab and
 * select it. Only the selected panel is rendered. The bar wraps onto a second line rather than widen
 * the page on a phone.
 */
export function Tabs<K extends string>({ 'aria-label': label, items, activeKey, onChange }: TabsProps<K>) {
  const id = useId();
  const tabRefs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = (key: K) => `${id}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const at = items.findIndex((item) => item.key === activeKey);
    const last = items.length - 1;
    const next = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const { key } = items[next]!;
    tabRefs.current.get(key)?.focus();
    onChange(key);
  };

  const active = items.find((item) => item.key === activeKey);
  return (
    <div className="lz-ui-tabs">
      <UiStyles />
      <div role="tablist" aria-label={label} className="lz-ui-tabs__bar" onKeyDown={onKeyDown}>
        {items.map(({ key, label: tabLabel }) => {
          const isSelected = key === activeKey;
          return (
            <button
              key={key}
              ref={(element) => {
                if (element) tabRefs.current.set(key, element);
                else tabRefs.current.delete(key);
              }}
              type="button"
              role="tab"
              id={tabId(key)}
              className="lz-ui-tabs__tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(key) : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onChange(key)}
            >
              {tabLabel}
            </button>
          );
        })}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={panelId(active.key)}
          aria-labelledby={tabId(active.key)}
          tabIndex={0}
          className="lz-ui-tabs__panel"
        >
          {active.children}
        </div>
      )}
    </div>
  );
}
