/**
 * A new step of the book builder takes the focus, so keyboard and screen-reader users start at its
 * top, and shows from its top, step bar included, when the page was scrolled past it.
 */
import { useEffect, useRef } from 'react';
import type { Step } from '../machine';

/** Height of the fixed site navigation plus a little air, px (global.css scroll-padding-top). */
const NAV_CLEARANCE_PX = 80;

/** The ref the step's panel takes; the focus moves to it when the step changes. */
export function useStepFocus(step: Step) {
  const panelRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const panel = panelRef.current;
    panel?.focus({ preventScroll: true });
    // A new step shows from its top, step bar included, when the page was scrolled past it.
    const card = panel?.parentElement;
    if (card && card.getBoundingClientRect().top < NAV_CLEARANCE_PX) {
      card.scrollIntoView({ block: 'start' });
    }
  }, [step]);
  return panelRef;
}
