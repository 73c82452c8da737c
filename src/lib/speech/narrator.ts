/**
 * Reading a text aloud, piece by piece, with word of when each piece has been spoken: what a reader
 * needs to highlight the paragraph being read and move on to the next. Built beside the voice-guide
 * speaker (speech.ts), on its exported voice choice.
 *
 * - A piece is spoken sentence by sentence: Chrome's online voices stop after about 15 s of one
 *   utterance, and short utterances let the visitor's rate and voice apply at once.
 * - `onEnd` fires once, after the last sentence; never for a piece that was cancelled or replaced.
 * - iOS Safari sometimes never fires `end`: a watchdog moves on once the engine has gone quiet.
 * - Speech stops when the page is hidden or left (pagehide), and on `cancel` / `dispose`.
 */
import { isSpeechSupported, pickPreferredVoice } from './speech';

/** How the narrator speaks. */
export interface NarratorOptions {
  /** voiceURI of the chosen voice; null or unknown = the preferred voice of the page's language. */
  readonly voiceURI?: string | null | undefined;
  /** Speaking rate, 0.1..10 (1 = normal). */
  readonly rate?: number | undefined;
  /** Volume, 0..1. */
  readonly volume?: number | undefined;
  /** BCP 47 language; defaults to the page's `lang`, then 'en'. */
  readonly lang?: string | undefined;
  /** Called when speech stopped by itself (page hidden or left), so the caller can show it stopped. */
  readonly onStop?: (() => void) | undefined;
}

/** What to do when a piece has been spoken or could not be. */
export interface SpeakHandlers {
  readonly onEnd: () => void;
  /** The browser refused to speak (e.g. not allowed without a gesture). */
  readonly onError?: ((error: string) => void) | undefined;
}

/** Reads pieces of text aloud. */
export interface Narrator {
  /** Speaks `text`, replacing whatever was being spoken. */
  speak(text: string, handlers: SpeakHandlers): void;
  /** Stops speaking now; no `onEnd` follows. */
  cancel(): void;
  /** Stops and stops listening to the page; later calls do nothing. */
  dispose(): void;
}

/** Words a second at rate 1, a slow estimate (the watchdog waits longer than speech takes). */
const WORDS_PER_SEC = 2;
/** Extra time the watchdog allows before it checks whether the engine went quiet, ms. */
const WATCHDOG_SLACK_MS = 3000;
/** How often the watchdog checks again while the engine still says it is speaking, ms. */
const WATCHDOG_POLL_MS = 1000;

/** Splits text into sentences (keeping their closing punctuation and quotes). */
export function splitSentences(text: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean === '') return [];
  return (clean.match(/[^.!?…]+(?:[.!?…]+["'”’»)\]]*|$)/g) ?? [clean])
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

function pageLanguage(lang: string | undefined): string {
  if (lang) return lang;
  const pageLang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return pageLang === '' ? 'en' : pageLang;
}

const primary = (lang: string): string => lang.toLowerCase().replace('_', '-').split('-')[0] ?? '';

/** The voices that speak the page's language (or `lang`), by name; empty without speech. */
export function listVoices(lang?: string): SpeechSynthesisVoice[] {
  if (!isSpeechSupported()) return [];
  const wanted = primary(pageLanguage(lang));
  return globalThis.speechSynthesis
    .getVoices()
    .filter((voice) => primary(voice.lang) === wanted)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Calls `onChange` when the browser's voices load or change (they often arrive late); unsubscribes. */
export function subscribeVoices(onChange: () => void): () => void {
  if (!isSpeechSupported()) return () => undefined;
  const synth = globalThis.speechSynthesis;
  synth.addEventListener('voiceschanged', onChange);
  return () => synth.removeEventListener('voiceschanged', onChange);
}

/**
 * Call in a visitor's gesture (the tap on "Read aloud"): iOS Safari speaks later, scripted utterances
 * only once one has started inside a gesture. Speaks a silent space.
 */
export function primeSpeech(): void {
  if (!isSpeechSupported()) return;
  const utterance = new SpeechSynthesisUtterance(' ');
  utterance.volume = 0;
  globalThis.speechSynthesis.speak(utterance);
}

const SILENT_NARRATOR: Narrator = {
  speak: (_text, handlers) => handlers.onError?.('unsupported'),
  cancel: () => undefined,
  dispose: () => undefined,
};

/** Creates a narrator; without speech support, `speak` reports 'unsupported' at once. */
export function createNarrator(options: NarratorOptions = {}): Narrator {
  if (!isSpeechSupported()) return SILENT_NARRATOR;
  const synth = globalThis.speechSynthesis;
  const lang = pageLanguage(options.lang);
  const rate = options.rate ?? 1;
  let isDisposed = false;
  // Each speak or cancel starts a new generation; callbacks of older ones do nothing.
  let generation = 0;
  let watchdog: ReturnType<typeof setTimeout> | undefined;

  const chooseVoice = (): SpeechSynthesisVoice | null => {
    const voices = synth.getVoices();
    return (
      voices.find((voice) => voice.voiceURI === options.voiceURI) ??
      pickPreferredVoice(voices, lang)
    );
  };
  const stopSpeech = (): void => {
    generation += 1;
    clearTimeout(watchdog);
    // why: Chrome may drop a speak() that follows cancel() on an idle engine; cancel only when busy
    if (synth.speaking || synth.pending) synth.cancel();
  };
  const stopByPage = (): void => {
    const wasSpeaking = watchdog !== undefined;
    stopSpeech();
    watchdog = undefined;
    if (wasSpeaking) options.onStop?.();
  };
  const handleVisibilityChange = (): void => {
    if (document.visibilityState === 'hidden') stopByPage();
  };
  globalThis.addEventListener('pagehide', stopByPage);
  document.addEventListener('visibilitychange', handleVisibilityChange);

  const speakSentence = (
    sentences: readonly string[],
    index: number,
    mine: number,
    handlers: SpeakHandlers,
  ): void => {
    if (mine !== generation) return;
    const sentence = sentences[index];
    if (sentence === undefined) {
      clearTimeout(watchdog);
      watchdog = undefined;
      handlers.onEnd();
      return;
    }
    const utterance = new SpeechSynthesisUtterance(sentence);
    const voice = chooseVoice();
    utterance.rate = rate;
    utterance.volume = options.volume ?? 1;
    utterance.lang = voice?.lang ?? lang;
    if (voice) utterance.voice = voice;
    let isDone = false;
    const next = (): void => {
      if (isDone) return;
      isDone = true;
      clearTimeout(watchdog);
      speakSentence(sentences, index + 1, mine, handlers);
    };
    utterance.addEventListener('end', next);
    utterance.addEventListener('error', (event) => {
      const error = (event as SpeechSynthesisErrorEvent).error;
      if (error === 'interrupted' || error === 'canceled') return;
      if (error === 'not-allowed') {
        isDone = true;
        stopSpeech();
        watchdog = undefined;
        handlers.onError?.(error);
        return;
      }
      next(); // a sentence the engine could not say is skipped
    });
    const words = sentence.split(' ').length;
    const checkQuiet = (): void => {
      if (mine !== generation || isDone) return;
      if (synth.speaking || synth.pending) watchdog = setTimeout(checkQuiet, WATCHDOG_POLL_MS);
      else next();
    };
    clearTimeout(watchdog);
    watchdog = setTimeout(checkQuiet, (words / WORDS_PER_SEC / rate) * 1000 + WATCHDOG_SLACK_MS);
    synth.speak(utterance);
  };

  return {
    speak(text, handlers) {
      if (isDisposed) return;
      stopSpeech();
      const sentences = splitSentences(text);
      speakSentence(sentences, 0, generation, handlers);
    },
    cancel() {
      if (isDisposed) return;
      stopSpeech();
      watchdog = undefined;
    },
    dispose() {
      if (isDisposed) return;
      stopSpeech();
      isDisposed = true;
      globalThis.removeEventListener('pagehide', stopByPage);
      document.removeEventListener('visibilitychange', handleVisibilityChange);
    },
  };
}
