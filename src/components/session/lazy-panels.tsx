/**
 * Parts of a tool (settings and history panels, drawings) whose code loads when first needed: the
 * trigger buttons are in the page's script, what they open is in a chunk of its own (a tool page's
 * JavaScript budget is 90 KB gzip, React alone is 64). The chunks are precached, so they load offline
 * too; hovering or focusing a trigger starts the load early.
 *
 * why not React.lazy + Suspense: React holds a revealed Suspense boundary back for a timer (300 ms),
 * so a panel would wait on the page's clock; here the module arrives as plain state.
 */
import { useCallback, useEffect, useState } from 'react';

const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * The module `load` gives once `isWanted` has been true and it has arrived; null before, or when it
 * cannot load (offline before the service worker cached it): the tool goes on working without it.
 * `load` must be a module-level constant (it keys the cache shared by every caller).
 */
export function useLazyModule<M>(load: () => Promise<M>, isWanted: boolean): M | null {
  const [module, setModule] = useState<M | null>(() => (loaded.get(load) as M | undefined) ?? null);
  useEffect(() => {
    if (!isWanted || module !== null) return;
    let isMounted = true;
    load().then(
      (arrived) => {
        loaded.set(load, arrived);
        if (isMounted) setModule(() => arrived);
      },
      (error: unknown) => console.warn('A part of the tool could not load', error),
    );
    return () => {
      isMounted = false;
    };
  }, [isWanted, module, load]);
  return module;
}

/** Starts loading `load` early (a hover or focus on its trigger); never throws. */
export function preloadModule(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

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
