/**
 * Read-aloud for the reader: while the machine says it is narrating, speaks the current chunk with the
 * chosen voice and rate and reports when it has been spoken (the machine then moves on). Speech
 * stops when narration stops, the reader closes, the page is hidden or left.
 */
import { useEffect, useEffectEvent } from 'react';
import { notify } from '../../lib/notice/notice';
import { createNarrator } from '../../lib/speech/narrator';
import { toPlainText } from './chunks';
import type { ReadAloudSettings } from './storage';

/** Where narration is: the book, section and chunk, and the chunk's text. */
export interface NarrationTarget {
  readonly bookId: string;
  readonly section: number;
  readonly chunk: number;
  readonly text: string | undefined;
  readonly isNarrating: boolean;
}

/** Speaks `target` while it is narrating; reports each spoken chunk and any stop it did not ask for. */
export function useNarration(
  target: NarrationTarget,
  settings: ReadAloudSettings,
  onSpoken: (section: number, chunk: number) => void,
  onStopped: () => void,
): void {
  const stopped = useEffectEvent(onStopped);
  const spoken = useEffectEvent(onSpoken);
  const { bookId, section, chunk, text, isNarrating } = target;
  const { voice, rate } = settings;

  useEffect(() => {
    if (!isNarrating || text === undefined) return undefined;
    // One narrator per chunk: a new voice or rate applies from the next chunk read.
    const narrator = createNarrator({ voiceURI: voice, rate, onStop: () => stopped() });
    narrator.speak(toPlainText(text), {
      onEnd: () => spoken(section, chunk),
      onError: (error) => {
        stopped();
        notify({
          tone: 'error',
          message:
            error === 'unsupported'
              ? 'This browser cannot read aloud.'
              : 'The browser did not allow reading aloud. Press Read aloud to try again.',
        });
      },
    });
    return () => narrator.dispose();
  }, [isNarrating, bookId, section, chunk, text, voice, rate]);
}
