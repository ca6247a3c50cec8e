// Tabs in the WAI-ARIA pattern: a tablist of tabs, arrow keys (and Home, End) move between them
// and choose, and each tab controls its panel. Panels stay mounted while hidden, so that what is
// typed in one survives a visit to another.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  /** The accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  active: string;
  onChange: (id: string) => void;
}

export function Tabs({ label, tabs, active, onChange }: TabsProps) {
  const base = useId();
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const tabId = (id: string) => `${base}-${id}-tab`;
  const panelId = (id: string) => `${base}-${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const id = tabs[next].id;
    onChange(id);
    buttons.current[id]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 relative overflow-x-auto border-b border-slate-200 dark:border-slate-800"
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus:ring-2 focus:ring-[var(--school-primary)] focus:outline-none ${
                selected
                  ? 'border-[var(--school-primary)] text-slate-900 dark:text-white'
                  : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== active}
          tabIndex={0}
          className="pt-6 focus:outline-none"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
