// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_CHUNK_CHARS,
  createSpeaker,
  estimateSpeechMs,
  isSpeechSupported,
  pickPreferredVoice,
  splitIntoChunks,
} from './speech';

function voice(name: string, lang: string, isDefault = false): SpeechSynthesisVoice {
  return { name, lang, default: isDefault, localService: true, voiceURI: name };
}

class FakeUtterance {
  rate = 1;
  volume = 1;
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

class FakeSpeechSynthesis extends EventTarget {
  voices: SpeechSynthesisVoice[] = [];
  readonly spoken: FakeUtterance[] = [];
  cancelCalls = 0;
  paused = false;
  resumeCalls = 0;

  resume(): void {
    this.resumeCalls += 1;
    this.paused = false;
  }

  getVoices(): SpeechSynthesisVoice[] {
    return this.voices;
  }

  speak(utterance: FakeUtterance): void {
    this.spoken.push(utterance);
  }

  cancel(): void {
    this.cancelCalls += 1;
  }

  loadVoices(voices: SpeechSynthesisVoice[]): void {
    this.voices = voices;
    this.dispatchEvent(new Event('voiceschanged'));
  }
}

const DANIEL = voice('Daniel', 'en-GB');
const SAMANTHA = voice('Samantha', 'en-US');
const ZIRA = voice('Microsoft Zira - English (United States)', 'en-US');
const GOOGLE_UK_FEMALE = voice('Google UK English Female', 'en-GB');
const AMELIE = voice('Amélie', 'fr-CA');
const THOMAS = voice('Thomas', 'fr-FR', true);
const ANNA = voice('Anna', 'de-DE');

describe('pickPreferredVoice', () => {
  it.each([
    ['a female-named voice of the language', [DANIEL, SAMANTHA], 'en', SAMANTHA],
    ['"Female" in the name', [DANIEL, GOOGLE_UK_FEMALE], 'en', GOOGLE_UK_FEMALE],
    ['a Windows female voice', [DANIEL, ZIRA], 'en-US', ZIRA],
    [
      'the exact region among female voices',
      [SAMANTHA, GOOGLE_UK_FEMALE],
      'en-GB',
      GOOGLE_UK_FEMALE,
    ],
    [
      'the first voice of the language when none is female-named',
      [ANNA, DANIEL, THOMAS],
      'en',
      DANIEL,
    ],
    ['a female voice only in the page language', [SAMANTHA, THOMAS], 'fr', THOMAS],
    ['the default voice when none speaks the language', [ANNA, THOMAS], 'ja', THOMAS],
    ['any voice when none speaks the language and none is default', [ANNA, DANIEL], 'ja', ANNA],
  ] as const)('prefers %s', (_, voices, lang, expected) => {
    expect(pickPreferredVoice(voices, lang)).toBe(expected);
  });

  it('does not take a name that merely contains a female name', () => {
    expect(pickPreferredVoice([DANIEL, voice('Javanese Avatar', 'en-US')], 'en')).toBe(DANIEL);
  });

  it('matches languages written with an underscore (Android)', () => {
    expect(pickPreferredVoice([ANNA, voice('Karen', 'en_AU')], 'en')?.name).toBe('Karen');
  });

  it('returns null when there are no voices', () => {
    expect(pickPreferredVoice([])).toBeNull();
  });
});

describe('createSpeaker', () => {
  let synth: FakeSpeechSynthesis;

  beforeEach(() => {
    synth = new FakeSpeechSynthesis();
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    document.documentElement.lang = 'en';
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => 'visible',
    });
  });

  it('reports support when the browser has speech synthesis', () => {
    expect(isSpeechSupported()).toBe(true);
    vi.stubGlobal('speechSynthesis', undefined);
    expect(isSpeechSupported()).toBe(false);
  });

  it('speaks at rate 0.8 and volume 0.8 with the preferred voice by default', () => {
    synth.voices = [DANIEL, SAMANTHA];
    createSpeaker().speak('Breathe in');
    expect(synth.spoken).toHaveLength(1);
    expect(synth.spoken[0]).toMatchObject({
      text: 'Breathe in',
      rate: 0.8,
      volume: 0.8,
      voice: SAMANTHA,
      lang: 'en-US',
    });
  });

  it('takes its rate and volume from options', () => {
    createSpeaker({ rate: 1.1, volume: 0.5 }).speak('Hello');
    expect(synth.spoken[0]).toMatchObject({ rate: 1.1, volume: 0.5 });
  });

  it('replaces what is being spoken with the new text', () => {
    const speaker = createSpeaker();
    speaker.speak('Step one');
    const cancelsBefore = synth.cancelCalls;
    speaker.speak('Step two');
    expect(synth.cancelCalls).toBe(cancelsBefore + 1);
    expect(synth.spoken.map((utterance) => utterance.text)).toEqual(['Step one', 'Step two']);
  });

  it('uses voices that load after it was created', () => {
    const speaker = createSpeaker();
    synth.loadVoices([DANIEL, voice('Moira', 'en-IE')]);
    speaker.speak('Relax your shoulders');
    expect(synth.spoken[0]?.voice?.name).toBe('Moira');
  });

  it('speaks in the page language with the browser default voice before voices load', () => {
    document.documentElement.lang = 'fr';
    createSpeaker().speak('Inspirez');
    expect(synth.spoken[0]).toMatchObject({ voice: null, lang: 'fr' });
  });

  it('picks a voice of the page language', () => {
    document.documentElement.lang = 'fr';
    synth.voices = [SAMANTHA, AMELIE];
    createSpeaker().speak('Inspirez');
    expect(synth.spoken[0]?.voice).toBe(AMELIE);
  });

  it('cancels speech when the page is hidden, not when it becomes visible', () => {
    createSpeaker();
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => 'visible',
    });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(synth.cancelCalls).toBe(0);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(synth.cancelCalls).toBe(1);
  });

  it('cancels speech on pagehide', () => {
    createSpeaker();
    window.dispatchEvent(new Event('pagehide'));
    expect(synth.cancelCalls).toBe(1);
  });

  it('cancels on request', () => {
    createSpeaker().cancel();
    expect(synth.cancelCalls).toBe(1);
  });

  it('stops speaking and listening once disposed', () => {
    const speaker = createSpeaker();
    speaker.dispose();
    expect(synth.cancelCalls).toBe(1);
    speaker.speak('Anyone there?');
    window.dispatchEvent(new Event('pagehide'));
    synth.loadVoices([SAMANTHA]);
    expect(synth.spoken).toHaveLength(0);
    expect(synth.cancelCalls).toBe(1);
  });

  it('does nothing without speech support', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    const speaker = createSpeaker();
    expect(() => {
      speaker.speak('Hello');
      speaker.cancel();
      speaker.dispose();
    }).not.toThrow();
    expect(synth.spoken).toHaveLength(0);
  });
});

const LONG_INSTRUCTION =
  'Bring your attention to the top of your head, and notice any sensations there, warmth, tingling, pressure or nothing at all. ' +
  'Let your scalp soften. Breathe slowly, and with each out-breath let the muscles around your eyes, your temples and your forehead release, as if a warm hand were resting there.';

describe('splitIntoChunks', () => {
  it('keeps a short text whole', () => {
    expect(splitIntoChunks('Breathe in')).toEqual(['Breathe in']);
  });

  it('speaks nothing for blank text', () => {
    expect(splitIntoChunks('  \n ')).toEqual([]);
  });

  it('splits long text into sentences, and long sentences at commas, none over the limit', () => {
    const chunks = splitIntoChunks(LONG_INSTRUCTION);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(MAX_CHUNK_CHARS);
    expect(chunks.join(' ')).toBe(LONG_INSTRUCTION.trim());
    expect(chunks).toContain('Let your scalp soften.');
  });

  it('splits a sentence without commas between words', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const chunks = splitIntoChunks(words, 50);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(50);
    expect(chunks.join(' ')).toBe(words);
  });
});

describe('speaking to the end', () => {
  let synth: FakeSpeechSynthesis;

  beforeEach(() => {
    vi.useFakeTimers();
    synth = new FakeSpeechSynthesis();
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('queues a long text as chunks (Chrome cuts long utterances off) with the same voice', () => {
    synth.voices = [SAMANTHA];
    createSpeaker().speak(LONG_INSTRUCTION);
    expect(synth.spoken.length).toBe(splitIntoChunks(LONG_INSTRUCTION).length);
    expect(synth.spoken.every((utterance) => utterance.voice === SAMANTHA)).toBe(true);
  });

  it('ends once, when the last chunk ends', () => {
    const onEnd = vi.fn();
    createSpeaker().speak(LONG_INSTRUCTION, { onEnd });
    synth.spoken[0]?.onend?.();
    expect(onEnd).not.toHaveBeenCalled();
    synth.spoken.at(-1)?.onend?.();
    synth.spoken.at(-1)?.onend?.();
    vi.runAllTimers();
    expect(onEnd.mock.calls).toEqual([['done']]);
  });

  it('ends by the fallback timer when onend never fires (iOS)', () => {
    const onEnd = vi.fn();
    createSpeaker().speak('Relax your shoulders', { onEnd });
    vi.advanceTimersByTime(estimateSpeechMs('Relax your shoulders', 0.8) - 1);
    expect(onEnd).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onEnd.mock.calls).toEqual([['done']]);
  });

  it('estimates longer for more words and slower rates', () => {
    expect(estimateSpeechMs('one two three four', 0.8)).toBeGreaterThan(
      estimateSpeechMs('one two', 0.8),
    );
    expect(estimateSpeechMs('one two', 0.5)).toBeGreaterThan(estimateSpeechMs('one two', 1));
  });

  it('a cancel or a newer text cuts the job short and says so, once', () => {
    const first = vi.fn();
    const second = vi.fn();
    const speaker = createSpeaker();
    speaker.speak('Step one', { onEnd: first });
    speaker.speak('Step two', { onEnd: second });
    expect(first.mock.calls).toEqual([['cancelled']]);
    speaker.cancel();
    synth.spoken.at(-1)?.onend?.();
    vi.runAllTimers();
    expect(second.mock.calls).toEqual([['cancelled']]);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('an utterance interrupted from elsewhere counts as cut short', () => {
    const onEnd = vi.fn();
    createSpeaker().speak('Soften your jaw', { onEnd });
    synth.spoken[0]?.onerror?.({ error: 'interrupted' });
    expect(onEnd.mock.calls).toEqual([['cancelled']]);
  });

  it('hiding the page cuts the job short', () => {
    const onEnd = vi.fn();
    createSpeaker().speak('Soften your jaw', { onEnd });
    window.dispatchEvent(new Event('pagehide'));
    expect(onEnd.mock.calls).toEqual([['cancelled']]);
  });

  it('resumes a queue the system left paused before speaking', () => {
    synth.paused = true;
    createSpeaker().speak('Hello');
    expect(synth.resumeCalls).toBe(1);
    expect(synth.spoken).toHaveLength(1);
  });

  it('a disposed speaker reports every later text as cut short', () => {
    const onEnd = vi.fn();
    const speaker = createSpeaker();
    speaker.dispose();
    speaker.speak('Hello', { onEnd });
    expect(onEnd.mock.calls).toEqual([['cancelled']]);
    expect(synth.spoken).toHaveLength(0);
  });
});
