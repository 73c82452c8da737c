/**
 * A part of a planner loaded when it is first shown (the Practice and Progress tabs), through the
 * site's loadable (src/lib/ui/loadable.ts): the page's JavaScript stays within its budget, a tab's code
 * arrives in the moment between pointing at the tabs and opening one, and a failed load says so and
 * can be tried again.
 */
import { useCallback, useState, type ComponentType } from 'react';
import { createLoadable, useLoadable } from '../../lib/ui/loadable';
import { Button } from '../ui/button';

/** A lazily loaded component and `preload()`, which starts loading it without showing it. */
export function lazyPart<P extends object>(
  loader: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => void } {
  const part = createLoadable(loader);

  function LazyPart(props: P) {
    const [hasFailed, setFailed] = useState(false);
    const onError = useCallback((error: unknown) => {
      console.error('part failed to load', error);
      setFailed(true);
    }, []);
    const Component = useLoadable(part, !hasFailed, onError);
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
  return Object.assign(LazyPart, { preload: () => void part.preload().catch(() => undefined) });
}
