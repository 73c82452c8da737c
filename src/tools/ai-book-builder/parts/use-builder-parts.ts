/**
 * The book builder's parts beyond step 1, loaded when wanted (see lazy-parts.ts), and ahead of time
 * where they will be: steps 2–4 once a genre is chosen, the reader once step 4 shows or the library
 * holds a book.
 */
import { useEffect } from 'react';
import { useLoadable } from '../../../lib/ui/loadable';
import type { Step } from '../machine';
import {
  ANALYTICS,
  DETAIL_STEPS,
  GENERATE_STEP,
  LIBRARY_LIST,
  READER,
  preloadReader,
  preloadSteps,
  reportLoadFailure,
} from './lazy-parts';

/** What decides which parts are wanted. */
export interface BuilderPartsWanted {
  step: Step;
  hasGenre: boolean;
  hasBooks: boolean;
  isReading: boolean;
}

/** Each part's module once loaded while wanted, or undefined. */
export function useBuilderParts({ step, hasGenre, hasBooks, isReading }: BuilderPartsWanted) {
  const detailSteps = useLoadable(DETAIL_STEPS, step === 2 || step === 3, reportLoadFailure);
  const generateStep = useLoadable(GENERATE_STEP, step === 4, reportLoadFailure);
  const analytics = useLoadable(ANALYTICS, step === 5, reportLoadFailure);
  const libraryList = useLoadable(LIBRARY_LIST, hasBooks, reportLoadFailure);
  const readerPart = useLoadable(READER, isReading, reportLoadFailure);
  useEffect(() => {
    if (hasGenre) preloadSteps();
  }, [hasGenre]);
  useEffect(() => {
    if (step === 4 || hasBooks) preloadReader();
  }, [step, hasBooks]);
  return { detailSteps, generateStep, analytics, libraryList, readerPart };
}

/** The loaded parts, as `useBuilderParts` gives them. */
export type BuilderParts = ReturnType<typeof useBuilderParts>;
