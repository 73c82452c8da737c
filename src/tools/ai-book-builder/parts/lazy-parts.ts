/**
 * The parts of the page a visitor does not see at first, loaded when first wanted (the page's first
 * load stays within its JavaScript budget): steps 2–4 once a genre is chosen, the library once it
 * holds a book, the reader once step 4 shows or a book can be opened, the analytics when opened.
 */
import { notify } from '../../../lib/notice/notice';
import { createLoadable } from '../../../lib/ui/loadable';

/** Steps 2 and 3. */
export const DETAIL_STEPS = createLoadable(() => import('./detail-steps'));
/** Step 4. */
export const GENERATE_STEP = createLoadable(() => import('./generate-step'));
/** The library under the builder. */
export const LIBRARY_LIST = createLoadable(() => import('./library-list'));
/** The full-screen reader. */
export const READER = createLoadable(() => import('./reader'));
/** Step 5. */
export const ANALYTICS = createLoadable(() => import('./analytics-panel'));

/** Tells the visitor a part could not load (offline before it was ever cached). */
export function reportLoadFailure(): void {
  notify({
    tone: 'error',
    message: 'Part of the book builder could not load. Check your connection and try again.',
  });
}

/** Fetches steps 2–4 ahead of the visitor (a genre has been chosen). */
export function preloadSteps(): void {
  void DETAIL_STEPS.preload().catch(() => undefined);
  void GENERATE_STEP.preload().catch(() => undefined);
}

/** Fetches the reader ahead of the visitor (a book is about to open). */
export function preloadReader(): void {
  void READER.preload().catch(() => undefined);
}
