/**
 * The step the visitor is on (docs/tools/ai-book-builder.md#screen): the genre, the reading time, the
 * content, the request or the week's analytics, with Back / Continue under steps 1–4 and, on step 1,
 * the book under way to resume. A step whose part is still loading holds its place.
 */
import type { Untimed } from '../../../lib/session/use-session';
import type { Event, State, View } from '../machine';
import type { useReadingData } from '../use-reading-data';
import { GenreStep, StepActions } from './genre-step';
import type { BuilderParts } from './use-builder-parts';

/** What the current step shows and does. */
export interface CurrentStepProps {
  state: State;
  view: View;
  /** Who writes the books, or null until known. */
  provider: string | null;
  parts: Pick<BuilderParts, 'detailSteps' | 'generateStep' | 'analytics'>;
  data: Pick<
    ReturnType<typeof useReadingData>,
    'completed' | 'progress' | 'underWay' | 'clearCompleted'
  >;
  send: (event: Untimed<Event>) => void;
}

/** The current step's panel content. */
export function CurrentStep({ state, view, provider, parts, data, send }: CurrentStepProps) {
  const { step } = view;
  const { detailSteps, generateStep, analytics } = parts;
  const isPartMissing =
    ((step === 2 || step === 3) && !detailSteps) ||
    (step === 4 && !generateStep) ||
    (step === 5 && !analytics);
  return (
    <>
      {step === 1 && (
        <GenreStep genre={state.genre} onGenre={(genre) => send({ type: 'chooseGenre', genre })} />
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
    </>
  );
}
