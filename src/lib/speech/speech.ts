/**
 * Browser speech synthesis for voice guides (spec 1 §4.5: rate 0.8, volume 0.8, a female-named voice,
 * cancelled when the page is hidden or left).
 */

/** Options of a speaker. */
export interface SpeakerOptions {
  /** Speaking rate, 0.1..10 (1 = normal). */
  readonly rate?: number;
  /** Volume, 0..1. */
  readonly volume?: number;
  /** BCP 47 language to speak; defaults to the page's `lang`, then 'en'. */
  readonly lang?: string;
}

/** Speaks instructions one at a time. */
export interface Speaker {
  /** Speaks `text`, replacing anything still being spoken. */
  speak(text: string): void;
  /** Stops speaking now. */
  cancel(): void;
  /** Stops speaking and stops listening to the page; later calls do nothing. */
  dispose(): void;
}

/** spec 1 §4.5: the voice guide speaks at rate 0.8. */
export const SPEECH_RATE = 0.8;
/** spec 1 §4.5: the voice guide speaks at volume 0.8. */
export const SPEECH_VOLUME = 0.8;

/** Voice names that sound female across macOS/iOS, Windows, Android/Chrome and cloud voices. */
const FEMALE_VOICE_PATTERN =
  /\b(female|woman|samantha|victoria|karen|moira|tessa|fiona|zira|susan|serena|allison|ava|kate|catherine|hazel|libby|sonia|jenny|aria|natasha|joanna|salli|kendra|kimberly|ivy|emma|amy|martha|veena|nicky|zoe|stephanie)\b/i;

/** Whether this browser can speak. */
export function isSpeechSupported(): boolean {
  return (
    typeof globalThis.speechSynthesis !== 'undefined' &&
    typeof SpeechSynthesisUtterance !== 'undefined'
  );
}

function getPrimaryLanguage(lang: string): string {
  return lang.toLowerCase().replace('_', '-').split('-')[0] ?? '';
}

function isSameLanguage(voice: SpeechSynthesisVoice, lang: string): boolean {
  return getPrimaryLanguage(voice.lang) === getPrimaryLanguage(lang);
}

function isExactLanguage(voice: SpeechSynthesisVoice, lang: string): boolean {
  return voice.lang.toLowerCase().replace('_', '-') === lang.toLowerCase().replace('_', '-');
}

/**
 * Picks the voice to speak `lang` with: a female-named voice of that language (exact region first), else
 * the first voice of that language, else the browser's default voice, else the first; null if none.
 */
export function pickPreferredVoice(
  voices: readonly SpeechSynthesisVoice[],
  lang = 'en',
): SpeechSynthesisVoice | null {
  const sameLanguage = voices.filter((voice) => isSameLanguage(voice, lang));
  const byRegion = [
    ...sameLanguage.filter((voice) => isExactLanguage(voice, lang)),
    ...sameLanguage.filter((voice) => !isExactLanguage(voice, lang)),
  ];
  return (
    byRegion.find((voice) => FEMALE_VOICE_PATTERN.test(voice.name)) ??
    byRegion[0] ??
    voices.find((voice) => voice.default) ??
    voices[0] ??
    null
  );
}

const SILENT_SPEAKER: Speaker = {
  speak: () => undefined,
  cancel: () => undefined,
  dispose: () => undefined,
};

/** Creates a speaker; without speech support it silently does nothing. */
export function createSpeaker({
  rate = SPEECH_RATE,
  volume = SPEECH_VOLUME,
  lang,
}: SpeakerOptions = {}): Speaker {
  if (!isSpeechSupported()) return SILENT_SPEAKER;
  const synth = globalThis.speechSynthesis;
  const pageLang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  const speechLang = lang ?? (pageLang === '' ? 'en' : pageLang);
  let voice = pickPreferredVoice(synth.getVoices(), speechLang);
  let isDisposed = false;

  // why: Chrome and Android load voices after the page; getVoices() is empty until 'voiceschanged'
  const handleVoicesChanged = (): void => {
    voice = pickPreferredVoice(synth.getVoices(), speechLang);
  };
  const cancel = (): void => {
    synth.cancel();
  };
  const handleVisibilityChange = (): void => {
    if (document.visibilityState === 'hidden') cancel();
  };

  synth.addEventListener('voiceschanged', handleVoicesChanged);
  globalThis.addEventListener('pagehide', cancel);
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', handleVisibilityChange);
  }

  return {
    speak(text) {
      if (isDisposed || text.trim() === '') return;
      voice ??= pickPreferredVoice(synth.getVoices(), speechLang);
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.rate = rate;
      utterance.volume = volume;
      utterance.lang = voice?.lang ?? speechLang;
      if (voice) utterance.voice = voice;
      synth.cancel();
      synth.speak(utterance);
    },
    cancel() {
      if (!isDisposed) cancel();
    },
    dispose() {
      if (isDisposed) return;
      isDisposed = true;
      cancel();
      synth.removeEventListener('voiceschanged', handleVoicesChanged);
      globalThis.removeEventListener('pagehide', cancel);
      if (typeof document !== 'undefined') {
        document.removeEventListener('visibilitychange', handleVisibilityChange);
      }
    },
  };
}
