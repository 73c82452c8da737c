/**
 * React access to the speech engine: one speaker per component, and whether the browser can speak.
 * The engine (about 1.3 KB gzip) loads only while a component wants speech, so a page whose voice is
 * off by default does not carry it.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { createLoadable, useLoadable } from '../ui/loadable';
import type { Speaker, SpeakerOptions } from './speech';
import { isSpeechSupported } from './speech-support';

const subscribeNever = () => () => undefined;

/** The speech engine, loaded when first wanted. */
const SPEECH = createLoadable(() => import('./speech'));

/** Starts loading the speech engine ahead of need (e.g. on hover over a voice switch); never rejects. */
export function preloadSpeech(): Promise<void> {
  return SPEECH.preload().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Whether this browser can speak: null on the server and during hydration (not known yet, so the
 * markup matches and nothing says "Not supported" to a browser that can), then true or false.
 */
export function useSpeechSupported(): boolean | null {
  return useSyncExternalStore<boolean | null>(subscribeNever, isSpeechSupported, () => null);
}

/**
 * A speaker that lives as long as the component wants speech (`isWanted`, default true): created after
 * mount once the engine has loaded (never on the server), disposed (speech cancelled, listeners
 * removed) when speech is no longer wanted or on unmount. Calls before then do nothing; the returned
 * speaker changes identity when the engine becomes ready, so an effect that depends on it runs again.
 */
export function useSpeaker({ rate, volume, lang }: SpeakerOptions = {}, isWanted = true): Speaker {
  const holder = useRef<Speaker | null>(null);
  const speech = useLoadable(SPEECH, isWanted);
  useEffect(() => {
    if (!speech) return undefined;
    const speaker = speech.createSpeaker({
      ...(rate === undefined ? {} : { rate }),
      ...(volume === undefined ? {} : { volume }),
      ...(lang === undefined ? {} : { lang }),
    });
    holder.current = speaker;
    return () => {
      speaker.dispose();
      holder.current = null;
    };
  }, [holder, speech, rate, volume, lang]);
  const isReady = speech !== undefined;
  return useMemo<Speaker>(
    () => ({
      speak: (text, options) => (isReady ? holder.current?.speak(text, options) : undefined),
      cancel: () => holder.current?.cancel(),
      dispose: () => holder.current?.dispose(),
    }),
    [holder, isReady],
  );
}
