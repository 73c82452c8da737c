/**
 * Browser speech synthesis for voice guides (docs/tools/body-scan-online.md#behaviour: rate 0.8, volume 0.8, a female-named voice,
 * cancelled when the page is hidden or left), hardened against the engines' known faults:
 *
 * - Voices that load late (Chrome, Android): the voice is picked again on 'voiceschanged' and, when the
 *   list was still empty, at each `speak`.
 * - Chrome stops a long utterance after about 15 s: text is spoken as a queue of sentence-sized chunks.
 * - An utterance collected before it ends never fires its events (Chrome): chunks are held until done.
 * - `onend` that never fires (iOS Safari, some Android voices): a fallback timer, from the text's
 *   length and the rate, ends the job anyway, so a caller waiting for the end is never stuck.
 * - A queue left paused by the system (Android, iOS after an interruption) is resumed before speaking.
 */
import { isSpeechSupported } from './speech-support';

/** Options of a speaker. */
export interface SpeakerOptions {
  /** Speaking rate, 0.1..10 (1 = normal). */
  readonly rate?: number;
  /** Volume, 0..1. */
  readonly volume?: number;
  /** BCP 47 language to speak; defaults to the page's `lang`, then 'en'. */
  readonly lang?: string;
}

/** How a spoken text ended: spoken to the end, or cut short (cancel, a newer text, page hidden). */
export type SpeechEnd = 'done' | 'cancelled';

/** Options of one `speak`. */
export interface SpeakOptions {
  /** Called once when the text has been spoken or was cut short. */
  readonly onEnd?: (end: SpeechEnd) => void;
}

/** Speaks instructions one at a time. */
export interface Speaker {
  /** Speaks `text`, replacing anything still being spoken. */
  speak(text: string, options?: SpeakOptions): void;
  /** Stops speaking now. */
  cancel(): void;
  /** Stops speaking and stops listening to the page; later calls do nothing. */
  dispose(): void;
}

/** docs/tools/body-scan-online.md#behaviour: the voice guide speaks at rate 0.8. */
export const SPEECH_RATE = 0.8;
/** docs/tools/body-scan-online.md#behaviour: the voice guide speaks at volume 0.8. */
export const SPEECH_VOLUME = 0.8;

/** Voice names that sound female across macOS/iOS, Windows, Android/Chrome and cloud voices. */
const FEMALE_VOICE_PATTERN =
  /\b(female|woman|samantha|victoria|karen|moira|tessa|fiona|zira|susan|serena|allison|ava|kate|catherine|hazel|libby|sonia|jenny|aria|natasha|joanna|salli|kendra|kimberly|ivy|emma|amy|martha|veena|nicky|zoe|stephanie)\b/i;

export { isSpeechSupported };

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

/** Longest chunk spoken as one utterance, characters (Chrome cuts an utterance off after ~15 s). */
export const MAX_CHUNK_CHARS = 160;

/** Words a voice says per second at rate 1 (a slow estimate, for the fallback end). */
const WORDS_PER_SEC_AT_RATE_1 = 2.2;
/** Slack added to the estimated speaking time before the fallback ends a job, ms. */
const END_SLACK_MS = 2_500;

/**
 * Splits `text` into chunks of at most `maxChars`: whole sentences where they fit, long sentences at
 * commas or semicolons, then between words. Empty text gives no chunks.
 */
export function splitIntoChunks(text: string, maxChars = MAX_CHUNK_CHARS): string[] {
  const sentences = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence !== '');
  const chunks: string[] = [];
  const pushWords = (part: string): void => {
    let line = '';
    for (const word of part.split(' ')) {
      const next = line === '' ? word : `${line} ${word}`;
      if (next.length <= maxChars || line === '') line = next;
      else {
        chunks.push(line);
        line = word;
      }
    }
    if (line !== '') chunks.push(line);
  };
  for (const sentence of sentences) {
    if (sentence.length <= maxChars) {
      chunks.push(sentence);
      continue;
    }
    let line = '';
    for (const clause of sentence.split(/(?<=[,;:])\s+/)) {
      const next = line === '' ? clause : `${line} ${clause}`;
      if (next.length <= maxChars) {
        line = next;
        continue;
      }
      if (line !== '') chunks.push(line);
      line = '';
      if (clause.length <= maxChars) line = clause;
      else pushWords(clause);
    }
    if (line !== '') chunks.push(line);
  }
  return chunks;
}

/** How long speaking `text` at `rate` may take before its end is assumed, ms. */
export function estimateSpeechMs(text: string, rate: number): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return (
    Math.round((words / (WORDS_PER_SEC_AT_RATE_1 * Math.max(0.1, rate))) * 1000) + END_SLACK_MS
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
  /** The text being spoken: its utterances are held so they are not collected before they end. */
  let job: {
    readonly utterances: SpeechSynthesisUtterance[];
    readonly onEnd: ((end: SpeechEnd) => void) | undefined;
    readonly fallbackId: ReturnType<typeof setTimeout>;
  } | null = null;

  const finish = (end: SpeechEnd): void => {
    const finished = job;
    if (!finished) return;
    job = null;
    clearTimeout(finished.fallbackId);
    finished.onEnd?.(end);
  };

  // why: Chrome and Android load voices after the page; getVoices() is empty until 'voiceschanged'
  const handleVoicesChanged = (): void => {
    voice = pickPreferredVoice(synth.getVoices(), speechLang);
  };
  const cancel = (): void => {
    finish('cancelled');
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
    speak(text, { onEnd } = {}) {
      if (isDisposed) {
        onEnd?.('cancelled');
        return;
      }
      const chunks = splitIntoChunks(text);
      if (chunks.length === 0) {
        onEnd?.('done');
        return;
      }
      cancel();
      voice ??= pickPreferredVoice(synth.getVoices(), speechLang);
      const utterances = chunks.map((chunk) => {
        const utterance = new SpeechSynthesisUtterance(chunk);
        utterance.rate = rate;
        utterance.volume = volume;
        utterance.lang = voice?.lang ?? speechLang;
        if (voice) utterance.voice = voice;
        return utterance;
      });
      const isCurrent = () => job?.utterances === utterances;
      // why: iOS Safari and some Android voices never fire onend; never leave a caller waiting
      const fallbackId = setTimeout(
        () => {
          if (isCurrent()) finish('done');
        },
        estimateSpeechMs(text, rate),
      );
      job = { utterances, onEnd, fallbackId };
      const last = utterances.at(-1);
      if (last) {
        last.onend = () => {
          if (isCurrent()) finish('done');
        };
        last.onerror = (event) => {
          // why: another speaker's cancel interrupts this one; a voice failure ends it as spoken
          const isCut = event.error === 'interrupted' || event.error === 'canceled';
          if (isCurrent()) finish(isCut ? 'cancelled' : 'done');
        };
      }
      // why: a queue the system paused (Android, iOS after a call) swallows new speech until resumed
      if (synth.paused) synth.resume();
      for (const utterance of utterances) synth.speak(utterance);
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
