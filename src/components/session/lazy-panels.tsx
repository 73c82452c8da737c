/**
 * Parts of a tool (settings and history panels, completion cards) whose code loads when first needed: the
 * trigger buttons are in the page's script, what they open is in a chunk of its own (a tool page's
 * JavaScript budget is 90 KB gzip, React alone is 64). The chunks are precached, so they load offline
 * too; hovering or focusing a trigger starts the load early.
 *
 * Loading goes through lib/ui/loadable.ts (no React.lazy: its Suspense reveal waits on a timer).
 */
import { Settings2 } from 'lucide';
import { useCallback, useState, type ComponentProps } from 'react';
import { Button } from '../ui/button';
import { Icon } from '../ui/icon';
import { preloadModule, useLazyModule } from '../../lib/ui/loadable';

/** Which panel is open, and the panels' module once the visitor has opened one. */
export interface LazyPanels<P extends string, M> {
  readonly openPanel: P | null;
  /** The loaded module, or null until the first panel is asked for (and while it loads). */
  readonly module: M | null;
  readonly show: (panel: P) => void;
  readonly close: () => void;
  /** Begins loading without opening (for onPointerEnter/onFocus of a trigger). */
  readonly preload: () => void;
}

/** State for a tool's lazily loaded panels; `load` is a module-level `() => import('./parts/…')`. */
export function useLazyPanels<P extends string, M>(load: () => Promise<M>): LazyPanels<P, M> {
  const [openPanel, setOpenPanel] = useState<P | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const module = useLazyModule(load, hasOpened);
  const show = useCallback((panel: P) => {
    setHasOpened(true);
    setOpenPanel(panel);
  }, []);
  const close = useCallback(() => setOpenPanel(null), []);
  const preload = useCallback(() => preloadModule(load), [load]);
  return { openPanel, module, show, close, preload };
}

/** A button that opens `panel`, loading the panels' module ahead on hover or focus. */
export function PanelTrigger<P extends string>({
  panels,
  panel,
  ...button
}: { panels: LazyPanels<P, unknown>; panel: P } & Omit<ComponentProps<typeof Button>, 'onClick'>) {
  return (
    <Button
      aria-haspopup="dialog"
      onClick={() => panels.show(panel)}
      onPointerEnter={panels.preload}
      onFocus={panels.preload}
      {...button}
    />
  );
}

/** The icon button that opens a tool's Settings panel. */
export function SettingsTrigger<P extends string>({
  panels,
}: {
  panels: LazyPanels<P | 'settings', unknown>;
}) {
  return (
    <PanelTrigger
      panels={panels}
      panel="settings"
      variant="ghost"
      size="icon"
      aria-label="Settings"
    >
      <Icon icon={Settings2} size={20} />
    </PanelTrigger>
  );
}
