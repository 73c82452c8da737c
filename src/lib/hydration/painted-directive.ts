/**
 * `client:painted`: an island hydrates once the browser reports the page's first contentful paint.
 *
 * why: with `client:load` an island's component and its imports (a tool page's 20–30 chunks) are
 * requested while the page is parsed and run before the first frame, so a slow phone shows nothing until
 * React has started. The prerendered HTML is the whole screen already: here it paints first and React
 * hydrates it a frame or two later (Lighthouse's simulated mobile LCP on the zen timer: 2.9 s → 1.7 s).
 *
 * No tap is lost meanwhile (issue 27: on a slow phone Start is painted a second before it answers):
 * until React has taken the island over, a tap on one of its controls and text typed into its fields
 * are kept (`captureEarlyInput`) and given to the control once React is ready and the island's effects
 * have run. React itself replays what happens while it hydrates.
 */
import type { ClientDirective } from 'astro';

/** A page that never reports a paint still comes alive after this long (ms). */
export const PAINT_WAIT_LIMIT_MS = 3000;

/** Fired on an island by react-hydrator.ts just before React takes it over (and its events). */
export const REACT_ATTACHED_EVENT = 'stillwell:react-attached';

/** Controls whose tap is kept for React; links and the rest work without it. */
const TAPPABLE =
  'button, [role="button"], [role="switch"], [role="tab"], [role="radio"], [role="checkbox"], input[type="checkbox"], input[type="radio"]';

/** Something the visitor did before hydration, to give to the island once it is ready. */
type EarlyInput =
  | { readonly kind: 'tap'; readonly target: HTMLElement }
  | {
      readonly kind: 'text';
      readonly target: HTMLInputElement | HTMLTextAreaElement;
      value: string;
    }
  | { readonly kind: 'enter'; readonly target: HTMLElement };

const isTextField = (node: EventTarget | null): node is HTMLInputElement | HTMLTextAreaElement =>
  (node instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit'].includes(node.type)) ||
  node instanceof HTMLTextAreaElement;

/** Resolves after `tasks` tasks already queued (React runs an island's effects in one), never on a timer. */
function afterQueuedTasks(tasks: number): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    let left = tasks;
    channel.port1.onmessage = () => {
      left -= 1;
      if (left > 0) channel.port2.postMessage(null);
      else {
        channel.port1.close();
        resolve();
      }
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Keeps the taps, typed text and Enter keys on `island` until React attaches to it, then returns a
 * function that replays them in order (call it once React has committed the island). A kept tap's own
 * effect (a radio checked, a form sent) is held back, so it happens once, through React.
 */
export function captureEarlyInput(island: HTMLElement): () => Promise<void> {
  const kept: EarlyInput[] = [];
  let isReplaying = false;
  let isReactAttached = false;
  /** Whether this event is kept; once React is attached, it is also kept from React (order). */
  const keeps = (event: Event) => {
    if (isReplaying) return false;
    if (isReactAttached) event.stopImmediatePropagation();
    return true;
  };
  const onClick = (event: Event) => {
    const target = (event.target as Element | null)?.closest?.(TAPPABLE);
    if (!(target instanceof HTMLElement) || !island.contains(target) || !keeps(event)) return;
    event.preventDefault();
    kept.push({ kind: 'tap', target });
  };
  const onInput = (event: Event) => {
    const target = event.target;
    if (!isTextField(target) || !keeps(event)) return;
    const last = kept.at(-1);
    if (last?.kind === 'text' && last.target === target) last.value = target.value;
    else kept.push({ kind: 'text', target, value: target.value });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || !isTextField(event.target) || !keeps(event)) {
      return;
    }
    // why held back: Enter in a form's field sends the form natively, before React could
    event.preventDefault();
    kept.push({ kind: 'enter', target: event.target });
  };
  const stop = () => {
    island.removeEventListener('click', onClick, true);
    island.removeEventListener('input', onInput, true);
    island.removeEventListener('keydown', onKeyDown, true);
  };
  // why go on keeping once React is attached, when something is kept already: input given between
  // then and the replay would reach React before what came first (a message sent before its text)
  const onAttached = () => {
    if (kept.length === 0) stop();
    else isReactAttached = true;
  };
  island.addEventListener('click', onClick, true);
  island.addEventListener('input', onInput, true);
  island.addEventListener('keydown', onKeyDown, true);
  island.addEventListener(REACT_ATTACHED_EVENT, onAttached);

  return async () => {
    island.removeEventListener(REACT_ATTACHED_EVENT, onAttached);
    if (kept.length === 0) {
      stop();
      return;
    }
    await afterQueuedTasks(2);
    for (const input of kept) {
      // each in a task of its own, as the visitor's were: React draws between them (a message typed,
      // then sent, is sent with its text)
      await afterQueuedTasks(1);
      if (!input.target.isConnected) continue;
      isReplaying = true;
      if (input.kind === 'tap') input.target.click();
      else if (input.kind === 'enter') {
        input.target.dispatchEvent(
          new KeyboardEvent('keydown', {
            key: 'Enter',
            code: 'Enter',
            bubbles: true,
            cancelable: true,
          }),
        );
      } else {
        // why two writes: React tracks the value it last saw (through the element's own property) and
        // reports a change only against it; a field it hydrated with the typed text saw that text
        input.target.value = '';
        const prototype = Object.getPrototypeOf(input.target) as object;
        Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input.target, input.value);
        input.target.dispatchEvent(new Event('input', { bubbles: true }));
      }
      isReplaying = false;
    }
    // (what came in while replaying was added to `kept` and replayed in turn)
    stop();
  };
}

const painted: ClientDirective = (load, _options, island) => {
  const replay = captureEarlyInput(island);
  const start = () =>
    void load()
      .then((run) => run())
      .then(replay);
  // A tab opened in the background paints nothing until it is shown: hydrate at once there.
  if (document.visibilityState === 'hidden') return start();

  let isStarted = false;
  // Called only from the timer, the event and the observer below, all after this function ends.
  const hydrate = () => {
    if (isStarted) return;
    isStarted = true;
    observer?.disconnect();
    clearTimeout(limit);
    document.removeEventListener('visibilitychange', hydrate);
    start();
  };
  const limit = setTimeout(hydrate, PAINT_WAIT_LIMIT_MS);
  document.addEventListener('visibilitychange', hydrate);
  const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
    ? new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) hydrate();
      })
    : undefined;
  // `buffered`: the page may have painted before this island's script ran.
  if (observer) observer.observe({ type: 'paint', buffered: true });
  // Without paint timing: a task posted from a frame callback runs once that frame is drawn.
  else requestAnimationFrame(() => setTimeout(hydrate, 0));
};

export default painted;
