/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): a `tablist` of `tab` buttons and the one
 * `tabpanel` they control. Arrow keys move between tabs (wrapping), Home and End jump to the ends, and
 * only the selected tab is in the Tab order. Written here (about 1 KB) where a headless library would
 * cost several KB on pages at the edge of their budget.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '../../lib/ui/cn';

/** One tab. */
export interface TabItem<T extends string> {
  readonly value: T;
  readonly label: string;
  readonly icon?: ReactNode;
}

/** The id of a tab's button and of its panel, from the tabs' base id. */
export function getTabIds(baseId: string, value: string): { tab: string; panel: string } {
  return { tab: `${baseId}-tab-${value}`, panel: `${baseId}-panel-${value}` };
}

/** The value a key moves to from `index`, or null for keys the tabs do not use. */
export function getKeyTarget(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The row of tabs; `label` names it for screen readers. */
export function TabList<T extends string>({
  baseId,
  label,
  items,
  value,
  onValueChange,
  onIntent,
  className,
}: {
  baseId: string;
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
  /** The visitor points at or focuses the tabs (a chance to load the other panels). */
  onIntent?: () => void;
  className?: string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === value);
    const target = getKeyTarget(event.key, index, items.length);
    const item = target === null ? undefined : items[target];
    if (!item) return;
    event.preventDefault();
    onValueChange(item.value);
    document.getElementById(getTabIds(baseId, item.value).tab)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      data-slot="tabs"
      onKeyDown={onKeyDown}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className={cn('flex gap-1 rounded-full border border-line bg-surface-2 p-1', className)}
    >
      {items.map((item) => {
        const isSelected = item.value === value;
        const ids = getTabIds(baseId, item.value);
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={isSelected}
            aria-controls={ids.panel}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onValueChange(item.value)}
            className={cn(
              'inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-full px-3 text-sm font-medium transition-colors [&_svg]:shrink-0',
              isSelected ? 'bg-surface text-ink shadow-soft' : 'text-muted hover:text-ink',
            )}
          >
            {item.icon}
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of the selected tab (render only the selected one). */
export function TabPanel({
  baseId,
  value,
  children,
  className,
}: {
  baseId: string;
  value: string;
  children: ReactNode;
  className?: string;
}) {
  const ids = getTabIds(baseId, value);
  return (
    <div
      role="tabpanel"
      id={ids.panel}
      aria-labelledby={ids.tab}
      tabIndex={0}
      data-slot="tab-panel"
      className={cn('rounded-card focus-visible:outline-offset-4', className)}
    >
      {children}
    </div>
  );
}
