/**
 * The React renderer's browser half, answering only once React has committed the island.
 *
 * why: Astro drops an island's `ssr` attribute and fires `astro:hydrate` when the renderer returns, and
 * @astrojs/react returns as soon as it has *scheduled* a time-sliced hydration. A radio picked or a
 * character typed in between reaches a controlled field React has not taken over yet, and React resets
 * it when it catches up: the visitor's first input is lost. Answering after the commit makes "no `ssr`"
 * mean "ready for input". `astro.config.mjs` routes the renderer's client entry here.
 */
import { createElement, useLayoutEffect, type ComponentType } from 'react';
import hydrateWithReact from '@astrojs/react/client.js';
import { REACT_ATTACHED_EVENT } from './painted-directive';

type Renderer = ReturnType<typeof hydrateWithReact>;

export default function hydrateAfterCommit(element: HTMLElement) {
  const hydrate = hydrateWithReact(element);
  return (...[Component, props, slots, options]: Parameters<Renderer>): Promise<void> => {
    // @astrojs/react does nothing for an island already hydrated
    if (!element.hasAttribute('ssr')) return Promise.resolve();
    return new Promise((resolve) => {
      // A wrapper with one child adds no element and does not move React's ids (useId).
      function Committed(ownProps: Record<string, unknown>) {
        useLayoutEffect(resolve, []);
        return createElement(Component as ComponentType, ownProps);
      }
      // from here React takes the island's events (and replays those during hydration itself); what
      // came before is replayed by the painted directive (painted-directive.ts) after this answers
      element.dispatchEvent(new Event(REACT_ATTACHED_EVENT));
      hydrate(Committed, props, slots, options);
    });
  };
}
