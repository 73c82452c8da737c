// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createNarrator,
  listVoices,
  primeSpeech,
  splitSentences,
  subscribeVoices,
} from './narrator';

function voice(name: string, lang: string): SpeechSynthesisVoice {
  return { name, lang, default: false, localService: true, voiceURI: `uri:${name}` };
}

class FakeUtterance extends EventTarget {
  rate = 1;
  volume = 1;
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  constructor(readonly text: string) {
    super();
  }
}

/** A speech engine that speaks one utterance at a time until the test says it ended. */
class FakeSpeechSynthesis extends EventTarget {
  voices: SpeechSynthesisVoice[] = [];
  readonly spoken: FakeUtterance[] = [];
  current: FakeUtterance | null = null;
  cancelCalls = 0;

  get speaking(): boolean {
    return this.current !== null;
  }

  get pending(): boolean {
    return false;
  }

  getVoices(): SpeechSynthesisVoice[] {
    return this.voices;
  }

  speak(utterance: FakeUtterance): void {
    this.spoken.push(utterance);
    this.current = utterance;
  }

  cancel(): void {
    this.cancelCalls += 1;
    const current = this.current;
    this.current = null;
    current?.dispatchEvent(Object.assign(new Event('error'), { error: 'interrupted' }));
  }

  /** The current utterance finishes (fires `end`, as browsers do). */
  finish(): void {
    const current = this.current;
    this.current = null;
    current?.dispatchEvent(new Event('end'));
  }

  /** The current utterance goes quiet without any event (iOS). */
  dropSilently(): void {
    this.current = null;
  }

  fail(error: string): void {
    const current = this.current;
    this.current = null;
    current?.dispatchEvent(Object.assign(new Event('error'), { error }));
  }
}

describe('splitSentences', () => {
  it('splits at sentence ends and keeps closing quotes', () => {
    expect(splitSentences('“Come in,” she said. Who is it?  It’s me!” And then… silence')).toEqual([
      '“Come in,” she said.',
      'Who is it?',
      'It’s me!”',
      'And then…',
      'silence',
    ]);
  });

  it('gives nothing for blank text', () => {
    expect(splitSentences('  \n ')).toEqual([]);
  });
});

describe('createNarrator', () => {
  let synth: FakeSpeechSynthesis;

  beforeEach(() => {
    vi.useFakeTimers();
    synth = new FakeSpeechSynthesis();
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    document.documentElement.lang = 'en';
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => 'visible',
    });
  });

  it('speaks a piece sentence by sentence and reports its end once', () => {
    const onEnd = vi.fn();
    createNarrator({ rate: 1.2 }).speak('One. Two? Three!', { onEnd });
    expect(synth.spoken.map((u) => u.text)).toEqual(['One.']);
    synth.finish();
    synth.finish();
    expect(synth.spoken.map((u) => [u.text, u.rate])).toEqual([
      ['One.', 1.2],
      ['Two?', 1.2],
      ['Three!', 1.2],
    ]);
    expect(onEnd).not.toHaveBeenCalled();
    synth.finish();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('uses the chosen voice, else the preferred voice of the page language', () => {
    synth.voices = [voice('Daniel', 'en-GB'), voice('Samantha', 'en-US')];
    createNarrator({ voiceURI: 'uri:Daniel' }).speak('Hello.', { onEnd: vi.fn() });
    expect(synth.spoken[0]?.voice?.name).toBe('Daniel');
    createNarrator({ voiceURI: 'uri:gone' }).speak('Hello.', { onEnd: vi.fn() });
    expect(synth.spoken[1]?.voice?.name).toBe('Samantha');
  });

  it('never reports the end of a piece that was replaced or cancelled', () => {
    const first = vi.fn();
    const second = vi.fn();
    const narrator = createNarrator();
    narrator.speak('First piece.', { onEnd: first });
    narrator.speak('Second piece.', { onEnd: second });
    synth.finish();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    narrator.speak('Third piece.', { onEnd: first });
    narrator.cancel();
    vi.advanceTimersByTime(60_000);
    expect(first).not.toHaveBeenCalled();
  });

  it('moves on when the engine goes quiet without an end event (iOS)', () => {
    const onEnd = vi.fn();
    createNarrator().speak('Four short words here.', { onEnd });
    vi.advanceTimersByTime(4000);
    expect(onEnd).not.toHaveBeenCalled(); // still speaking: the watchdog waits
    synth.dropSilently();
    vi.advanceTimersByTime(1000);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('skips a sentence the engine fails to say, and stops when speech is not allowed', () => {
    const onEnd = vi.fn();
    const onError = vi.fn();
    const narrator = createNarrator();
    narrator.speak('Bad. Good.', { onEnd });
    synth.fail('synthesis-failed');
    expect(synth.current?.text).toBe('Good.');
    synth.finish();
    expect(onEnd).toHaveBeenCalledTimes(1);
    narrator.speak('Not now. Later.', { onEnd, onError });
    synth.fail('not-allowed');
    expect(onError).toHaveBeenCalledWith('not-allowed');
    expect(synth.spoken.at(-1)?.text).toBe('Not now.');
  });

  it('stops and says so when the page is hidden or left', () => {
    const onStop = vi.fn();
    const onEnd = vi.fn();
    const narrator = createNarrator({ onStop });
    narrator.speak('A long piece. Of text.', { onEnd });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(synth.speaking).toBe(false);
    expect(onStop).toHaveBeenCalledTimes(1);
    narrator.speak('Again.', { onEnd });
    window.dispatchEvent(new Event('pagehide'));
    expect(onStop).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('primes speech in a gesture with a silent utterance', () => {
    primeSpeech();
    expect(synth.spoken.map((u) => [u.text, u.volume])).toEqual([[' ', 0]]);
  });

  it('does nothing once disposed', () => {
    const narrator = createNarrator();
    narrator.dispose();
    narrator.speak('Hello.', { onEnd: vi.fn() });
    expect(synth.spoken).toHaveLength(0);
  });

  it('reports unsupported speech at once', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    const onError = vi.fn();
    createNarrator().speak('Hello.', { onEnd: vi.fn(), onError });
    expect(onError).toHaveBeenCalledWith('unsupported');
  });
});

describe('voices', () => {
  let synth: FakeSpeechSynthesis;

  beforeEach(() => {
    synth = new FakeSpeechSynthesis();
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    document.documentElement.lang = 'en';
  });

  afterEach(() => vi.unstubAllGlobals());

  it('lists the page language’s voices by name and hears late ones', () => {
    const onChange = vi.fn();
    const stop = subscribeVoices(onChange);
    synth.voices = [voice('Zira', 'en-US'), voice('Thomas', 'fr-FR'), voice('Daniel', 'en_GB')];
    synth.dispatchEvent(new Event('voiceschanged'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(listVoices().map((v) => v.name)).toEqual(['Daniel', 'Zira']);
    stop();
    synth.dispatchEvent(new Event('voiceschanged'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
