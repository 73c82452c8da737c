/** React access to the speech engine: one speaker per component, and whether the browser can speak. */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { createSpeaker, isSpeechSupported, type Speaker, type SpeakerOptions } from './speech';

const subscribeNever = () => () => undefined;

/**
 * Whether this browser can speak: null on the server and during hydration (not known yet, so the
 * markup matches and nothing says "Not supported" to a browser that can), then true or false.
 */
export function useSpeechSupported(): boolean | null {
  return useSyncExternalStore<boolean | null>(subscribeNever, isSpeechSupported, () => null);
}

/**
 * A speaker that lives as long as the component: created after mount (never on the server), disposed
 * (speech cancelled, listeners removed) on unmount. Calls before mount do nothing.
 */
export function useSpeaker({ rate, volume, lang }: SpeakerOptions = {}): Speaker {
  const holder = useRef<Speaker | null>(null);
  useEffect(() => {
    const speaker = createSpeaker({
      ...(rate === undefined ? {} : { rate }),
      ...(volume === undefined ? {} : { volume }),
      ...(lang === undefined ? {} : { lang }),
    });
    holder.current = speaker;
    return () => {
      speaker.dispose();
      holder.current = null;
    };
  }, [holder, rate, volume, lang]);
  return useMemo<Speaker>(
    () => ({
      speak: (text, options) => holder.current?.speak(text, options),
      cancel: () => holder.current?.cancel(),
      dispose: () => holder.current?.dispose(),
    }),
    [holder],
  );
}
