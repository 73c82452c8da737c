// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSpeaker, isSpeechSupported, pickPreferredVoice } from './speech';

function voice(name: string, lang: string, isDefault = false): SpeechSynthesisVoice {
  return { name, lang, default: isDefault, localService: true, voiceURI: name };
}

class FakeUtterance {
  rate = 1;
  volume = 1;
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  constructor(readonly text: string) {}
}

class FakeSpeechSynthesis extends EventTarget {
  voices: SpeechSynthesisVoice[] = [];
  readonly spoken: FakeUtterance[] = [];
  cancelCalls = 0;

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
