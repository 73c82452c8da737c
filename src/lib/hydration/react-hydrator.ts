/**
 * The React renderer's browser half: hydrates an island and answers only once React has committed it.
 * `astro.config.mjs` routes the renderer's client entry (@astrojs/react/client.js) here.
 *
 * why answer after the commit: Astro drops an island's `ssr` attribute and fires `astro:hydrate` when the
 * renderer returns, and @astrojs/react returns as soon as it has *scheduled* a time-sliced hydration. A
 * radio picked or a character typed in between reaches a controlled field React has not taken over
 * yet, and React resets it when it catches up: the visitor's first input is lost. Answering after the
 * commit makes "no `ssr`" mean "ready for input".
 *
 * why our own rather than wrapping @astrojs/react's: every island here is server-rendered and hydrated
 * (`client:painted`), with at most a default slot; the renderer's client-only roots, form actions and
 * experimental children cost every tool page about 0.5 KB gzip it never runs.
 */
import {
  createElement,
  memo,
  startTransition,
  useLayoutEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import { hydrateRoot } from 'react-dom/client';
import { REACT_ATTACHED_EVENT } from './painted-directive';

/**
 * A slot's server HTML, left as the server wrote it: the element @astrojs/react's server renders for a
 * hydrated island's slot, so hydration finds the same markup.
 */
const StaticHtml = memo(
  function StaticHtml({ value, name }: { value: string; name?: string }) {
    if (value.trim() === '') return null;
    return createElement('astro-slot', {
      name,
      suppressHydrationWarning: true,
      dangerouslySetInnerHTML: { __html: value },
    });
  },
  () => true,
);

/** Astro's renderer signature: the component, its props, the slots' HTML and the directive. */
type Renderer = (
  Component: unknown,
  props: Record<string, unknown>,
  slots: Record<string, string | undefined>,
  options: { client: string },
) => Promise<void>;

export default function hydrateAfterCommit(element: HTMLElement): Renderer {
  return (Component, props, { default: children, ...named }) => {
    // an island already hydrated has no `ssr` any more
    if (!element.hasAttribute('ssr')) return Promise.resolve();
    const allProps: Record<string, unknown> = { ...props };
    for (const [name, value] of Object.entries(named))
      if (value !== undefined) allProps[name] = createElement(StaticHtml, { value, name });
    const slot: ReactNode =
      children === undefined ? undefined : createElement(StaticHtml, { value: children });
    return new Promise((resolve) => {
      // A wrapper with one child adds no element and does not move React's ids (useId).
      function Committed(ownProps: Record<string, unknown>) {
        useLayoutEffect(resolve, []);
        return createElement(Component as ComponentType<Record<string, unknown>>, ownProps, slot);
      }
      // from here React takes the island's events (and replays those during hydration itself); what
      // came before is replayed by the painted directive (painted-directive.ts) after this answers
      element.dispatchEvent(new Event(REACT_ATTACHED_EVENT));
      startTransition(() => {
        const prefix = element.getAttribute('prefix');
        const root = hydrateRoot(
          element,
          createElement(Committed, allProps),
          prefix === null ? {} : { identifierPrefix: prefix },
        );
        element.addEventListener('astro:unmount', () => root.unmount(), { once: true });
      });
    });
  };
}
