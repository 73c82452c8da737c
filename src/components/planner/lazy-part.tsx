/**
 * A part of a planner loaded when it is first shown (the Practice and Progress tabs): the page's
 * JavaScript stays within its budget, and a tab's code arrives in the moment between pointing at the
 * tabs and opening one. No Suspense: React's reveal throttling runs on timers, which a paused clock
 * (tests, a throttled tab) would hold back; a plain state update shows the part as soon as it loads.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { Button } from '../ui/button';

/** A lazily loaded component and `preload()`, which starts loading it without showing it. */
export function lazyPart<P extends object>(
  loader: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => void } {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const load = () => {
    pending ??= loader().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  function LazyPart(props: P) {
    const [part, setPart] = useState<{ component: ComponentType<P> | null }>({ component: loaded });
    const [hasFailed, setFailed] = useState(false);
    const Component = part.component;
    useEffect(() => {
      if (Component || hasFailed) return;
      let isCurrent = true;
      load().then(
        (component) => {
          if (isCurrent) setPart({ component });
        },
        (error: unknown) => {
          console.error('part failed to load', error);
          if (isCurrent) setFailed(true);
        },
      );
      return () => {
        isCurrent = false;
      };
    }, [Component, hasFailed]);
    if (Component) return <Component {...props} />;
    if (hasFailed) {
      return (
        <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
          <p>This part of the planner could not load. Check your connection and try again.</p>
          <Button variant="secondary" onClick={() => setFailed(false)}>
            Try again
          </Button>
        </div>
      );
    }
    return <p className="py-10 text-center text-muted">Loading…</p>;
  }
  return Object.assign(LazyPart, { preload: () => void load().catch(() => undefined) });
}
