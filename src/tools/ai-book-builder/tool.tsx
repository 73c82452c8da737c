/** Reading habit builder island (docs/tools/ai-book-builder.md#screen, #behaviour, #validation, #errors, #constants). */
import { useEffect } from 'react';
import { useSession } from '../../lib/session/use-session';
import { readStored } from '../../lib/storage/storage';
import { useStored } from '../../lib/storage/use-stored';
import { aiBookBuilder, initialState } from './machine';
import { CurrentStep } from './parts/current-step';
import { StepBar } from './parts/step-bar';
import { useBuilderParts } from './parts/use-builder-parts';
import { useStepFocus } from './parts/use-step-focus';
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
  const parts = useBuilderParts({ step, hasGenre, hasBooks, isReading: reader !== null });
  const { libraryList, readerPart } = parts;

  useBookRequest(state.generation, post, data.keep);

  // A new step takes the focus, so keyboard and screen-reader users start at its top.
  const panelRef = useStepFocus(step);

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
          <CurrentStep
            state={state}
            view={view}
            provider={provider}
            parts={parts}
            data={data}
            send={send}
          />
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
