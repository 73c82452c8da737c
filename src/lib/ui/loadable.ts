/**
 * Code loaded when first wanted, without React.lazy: Suspense reveals its content on a timer, which a
 * test's paused fake clock (Playwright's page.clock) never fires, so a lazy part would never appear.
 * A loadable keeps its module once loaded, so later renders have it at once; a failed load (offline
 * before the chunk was cached) can be tried again.
 */
import { useEffect, useState } from 'react';

/** A module loaded on demand. */
export interface Loadable<T> {
  /** Starts loading (once); resolves with the module. */
  preload(): Promise<T>;
  /** The module, once loaded. */
  get(): T | undefined;
}

/** Wraps a dynamic import. */
export function createLoadable<T>(load: () => Promise<T>): Loadable<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    preload() {
      loading ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    get: () => value,
  };
}

/** The module while `isWanted` (loading it then), or undefined until it has loaded. */
export function useLoadable<T>(
  loadable: Loadable<T>,
  isWanted: boolean,
  onError?: (error: unknown) => void,
): T | undefined {
  const [, setLoaded] = useState(0);
  const value = isWanted ? loadable.get() : undefined;
  const isMissing = isWanted && value === undefined;
  useEffect(() => {
    if (!isMissing) return undefined;
    let isLive = true;
    loadable.preload().then(
      () => {
        if (isLive) setLoaded((count) => count + 1);
      },
      (error: unknown) => {
        if (isLive) onError?.(error);
      },
    );
    return () => {
      isLive = false;
    };
  }, [loadable, isMissing, onError]);
  return value;
}

const loadables = new WeakMap<() => Promise<unknown>, Loadable<unknown>>();

function loadableOf<M>(load: () => Promise<M>): Loadable<M> {
  let loadable = loadables.get(load) as Loadable<M> | undefined;
  if (!loadable) {
    loadable = createLoadable(load);
    loadables.set(load, loadable);
  }
  return loadable;
}

const warn = (error: unknown) => console.warn('A part of the tool could not load', error);

/**
 * The module `load` gives while `isWanted` (loading it then); null before it has arrived, or when it
 * cannot load (offline before the service worker cached it): the tool goes on working without it, and
 * `onFailed` (a stable function; by default a console warning) may say so.
 * `load` must be a module-level constant (it keys the loadable shared by every caller).
 */
export function useLazyModule<M>(
  load: () => Promise<M>,
  isWanted: boolean,
  onFailed: (error: unknown) => void = warn,
): M | null {
  return useLoadable(loadableOf(load), isWanted, onFailed) ?? null;
}

/** Starts loading `load` early (a hover or focus on its trigger); never throws. */
export function preloadModule(load: () => Promise<unknown>): void {
  loadableOf(load)
    .preload()
    .catch(() => undefined);
}
