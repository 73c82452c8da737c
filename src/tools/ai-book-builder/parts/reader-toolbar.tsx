/**
 * The reader's toolbar (docs/tools/ai-book-builder.md#screen): Exit, text size, read-aloud and its
 * settings, the reader's own dark mode, and the progress bar under them.
 */
import type { Ref } from 'react';
import { Button } from '../../../components/ui/button';
import type { Untimed } from '../../../lib/session/use-session';
import { isSpeechSupported } from '../../../lib/speech/speech';
import { primeSpeech } from '../../../lib/speech/narrator';
import type { Event, ReaderView } from '../machine';
import { TEXT_SIZES, type ReadAloudSettings, type TextSize } from '../storage';
import { BookIcon } from './book-icon';
import { ReadAloudSettingsDialog } from './read-aloud-settings';

/** The reader's own settings, which its toolbar shows and changes. */
export interface ReaderSettingsProps {
  isDark: boolean;
  onDarkMode: (isDark: boolean) => void;
  textSize: TextSize;
  onTextSize: (size: TextSize) => void;
  readAloud: ReadAloudSettings;
  onReadAloud: (settings: ReadAloudSettings) => void;
}

/** The toolbar, kept at the top as the visitor scrolls. */
export function ReaderToolbar({
  ref,
  view,
  isDark,
  onDarkMode,
  textSize,
  onTextSize,
  readAloud,
  onReadAloud,
  send,
}: ReaderSettingsProps & {
  ref: Ref<HTMLElement>;
  view: ReaderView;
  send: (event: Untimed<Event>) => void;
}) {
  const { section, isNarrating } = view;
  const sizeIndex = TEXT_SIZES.indexOf(textSize);
  const canSpeak = isSpeechSupported();
  return (
    <header
      ref={ref}
      className="sticky top-0 z-10 border-b border-line bg-surface/95 backdrop-blur"
    >
      <div className="mx-auto flex max-w-3xl items-center gap-1 px-2 py-2 sm:px-4">
        <Button variant="ghost" size="sm" className="px-3" onClick={() => send({ type: 'exit' })}>
          <BookIcon name="arrow-left" size={18} />
          Exit
        </Button>
        <span className="flex-1" />
        <Button
          variant="ghost"
          size="icon"
          aria-label="Smaller text"
          disabled={sizeIndex <= 0}
          onClick={() => onTextSize(TEXT_SIZES[sizeIndex - 1] ?? textSize)}
        >
          <BookIcon name="a-arrow-down" size={20} />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Larger text"
          disabled={sizeIndex >= TEXT_SIZES.length - 1}
          onClick={() => onTextSize(TEXT_SIZES[sizeIndex + 1] ?? textSize)}
        >
          <BookIcon name="a-arrow-up" size={20} />
        </Button>
        {canSpeak && (
          <>
            <Button
              variant="ghost"
              size="icon"
              aria-label={isNarrating ? 'Stop reading aloud' : 'Read aloud'}
              onClick={() => {
                if (isNarrating) {
                  send({ type: 'stopNarration' });
                } else {
                  primeSpeech();
                  send({ type: 'narrate' });
                }
              }}
            >
              {isNarrating ? (
                <BookIcon name="circle-stop" size={20} />
              ) : (
                <BookIcon name="speech" size={20} />
              )}
            </Button>
            <ReadAloudSettingsDialog settings={readAloud} onChange={onReadAloud} />
          </>
        )}
        <Button
          variant="ghost"
          size="icon"
          aria-label="Dark mode"
          aria-pressed={isDark}
          onClick={() => onDarkMode(!isDark)}
        >
          {isDark ? <BookIcon name="sun" size={20} /> : <BookIcon name="moon" size={20} />}
        </Button>
      </div>
      <div
        role="progressbar"
        aria-label="Reading progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(view.progress * 100)}
        aria-valuetext={`Section ${section + 1} of ${view.sectionCount}`}
        className="h-1 bg-surface-2"
      >
        <div
          className="h-full bg-primary transition-[width] duration-300"
          style={{ width: `${view.progress * 100}%` }}
        />
      </div>
    </header>
  );
}
