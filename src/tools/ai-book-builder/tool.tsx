/** Reading habit builder island (docs/tools/ai-book-builder.md#screen, #behaviour, #validation, #errors, #constants). */
import { useEffect, useRef } from 'react';
import { useSession } from '../../lib/session/use-session';
import { readStored } from '../../lib/storage/storage';
import { useStored } from '../../lib/storage/use-stored';
import { useLoadable } from '../../lib/ui/loadable';
import { aiBookBuilder, initialState } from './machine';
import { GenreStep, StepActions } from './parts/genre-step';
import {
  ANALYTICS,
  DETAIL_STEPS,
  GENERATE_STEP,
  LIBRARY_LIST,
  READER,
  preloadReader,
  preloadSteps,
  reportLoadFailure,
} from './parts/lazy-parts';
import { StepBar } from './parts/step-bar';
import {
  DARK_MODE_KEY,
  LIBRARY_KEY,
  PROGRESS_KEY,
  READ_ALOUD_KEY,
  STORE,
  TEXT_SIZE_KEY,
} from './storage';
import { useBookProvider, useBookRequest } from './use-book-request';
import { useReadingData } from './use-reading-data';

/** Height of the fixed site navigation plus a little air, px (global.css scroll-padding-top). */
const NAV_CLEARANCE_PX = 80;

/** The reading builder. */
export default function AiBookBuilder() {
  const { state, view, send, post } = useSession(aiBookBuilder, initialState, STORE);
  const data = useReadingData(state);

  // A book open when the page went opens again where the visitor was (the machine asks for it by id;
  // the library and the positions are stored data the island holds).
  // why read storage here: right after mount the hook's copy of the library may still be the default
  const { reopenBookId } = state;
  useEffect(() => {
    if (reopenBookId === null) return;
    const book = readStored(LIBRARY_KEY).value.find((item) => item.id === reopenBookId);
    const progress = readStored(PROGRESS_KEY).value;
    post(book ? { type: 'open', book, progress: progress[book.id] } : { type: 'forgetReopen' });
  }, [reopenBookId, post]);
  const [darkMode, setDarkMode] = useStored(DARK_MODE_KEY);
  const [textSize, setTextSize] = useStored(TEXT_SIZE_KEY);
  const [readAloud, setReadAloud] = useStored(READ_ALOUD_KEY);
  const { reader, step } = view;
  const hasBooks = data.library.length > 0;
  const hasGenre = state.genre !== null;
  // asked once a genre is chosen, so the line is there before step 4 draws its Generate Book button
  const provider = useBookProvider(hasGenre);

  // Parts beyond step 1 load when wanted (see lazy-parts.ts), and ahead of time where they will be.
  const detailSteps = useLoadable(DETAIL_STEPS, step === 2 || step === 3, reportLoadFailure);
  const generateStep = useLoadable(GENERATE_STEP, step === 4, reportLoadFailure);
  const analytics = useLoadable(ANALYTICS, step === 5, reportLoadFailure);
  const libraryList = useLoadable(LIBRARY_LIST, hasBooks, reportLoadFailure);
  const readerPart = useLoadable(READER, reader !== null, reportLoadFailure);
  useEffect(() => {
    if (hasGenre) preloadSteps();
  }, [hasGenre]);
  useEffect(() => {
    if (step === 4 || hasBooks) preloadReader();
  }, [step, hasBooks]);

  useBookRequest(state.generation, post, data.keep);

  // A new step takes the focus, so keyboard and screen-reader users start at its top.
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

  const isPartMissing =
    ((step === 2 || step === 3) && !detailSteps) ||
    (step === 4 && !generateStep) ||
    (step === 5 && !analytics);
  return (
    <div>
      <section
        aria-label="Reading builder"
        className="mx-auto max-w-3xl overflow-clip rounded-card border border-line bg-surface shadow-soft"
      >
        <StepBar
          steps={view.steps}
          current={step}
          onStep={(next) => send({ type: 'goToStep', step: next })}
        />
        <div ref={panelRef} tabIndex={-1} className="p-5 focus:outline-none sm:p-8">
          {step === 1 && (
            <GenreStep
              genre={state.genre}
              onGenre={(genre) => send({ type: 'chooseGenre', genre })}
            />
          )}
          {isPartMissing && <div className="min-h-40" aria-busy="true" />}
          {step === 2 && detailSteps && (
            <detailSteps.TimeStep
              readingTime={state.readingTime}
              onReadingTime={(readingTime) => send({ type: 'chooseReadingTime', readingTime })}
            />
          )}
          {step === 3 && detailSteps && (
            <detailSteps.ContentStep
              contentType={state.contentType}
              title={state.title}
              onContentType={(contentType) => send({ type: 'chooseContentType', contentType })}
              onTitle={(title) => send({ type: 'setTitle', title })}
            />
          )}
          {step === 4 && generateStep && (
            <generateStep.GenerateStep
              request={view.request}
              generation={view.generation}
              provider={provider}
              onGenerate={() => send({ type: 'generate' })}
              onCancel={() => send({ type: 'cancel' })}
              onPickTitle={(title) => send({ type: 'pickTitle', title })}
              onChangeTitle={() => send({ type: 'goToStep', step: 3 })}
            />
          )}
          {step <= 4 && (
            <StepActions
              canGoBack={view.canGoBack}
              canContinue={view.canContinue}
              onBack={() => send({ type: 'back' })}
              onContinue={() => send({ type: 'continue' })}
              resume={
                step === 1 && data.underWay
                  ? {
                      title: data.underWay.title,
                      onResume: () => {
                        const book = data.underWay;
                        if (book) send({ type: 'open', book, progress: data.progress[book.id] });
                      },
                    }
                  : null
              }
            />
          )}
          {step === 5 && analytics && (
            <analytics.AnalyticsPanel
              books={data.completed}
              now={view.analyticsAt}
              onStartReading={() => send({ type: 'goToStep', step: 1 })}
              onClear={data.clearCompleted}
            />
          )}
        </div>
      </section>

      {hasBooks && libraryList && (
        <libraryList.LibraryList
          library={data.library}
          progress={data.progress}
          onOpen={(book) => send({ type: 'open', book, progress: data.progress[book.id] })}
          onRemove={data.remove}
        />
      )}

      {reader && readerPart && (
        <readerPart.Reader
          view={reader}
          isOverlayShown={view.isOverlayShown}
          isDark={darkMode ?? document.documentElement.dataset['theme'] === 'dark'}
          onDarkMode={setDarkMode}
          textSize={textSize}
          onTextSize={setTextSize}
          readAloud={readAloud}
          onReadAloud={setReadAloud}
          send={send}
          post={post}
        />
      )}
    </div>
  );
}
