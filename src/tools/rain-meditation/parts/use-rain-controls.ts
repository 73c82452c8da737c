/**
 * The rain meditation's gestures (docs/tools/rain-meditation.md#behaviour): Begin and Reset clear every
 * drop, a tap on the rain strikes with a thunder take that has loaded, and Space pauses or resumes.
 */
import { useState } from 'react';
import { getSoundBank } from '../../../lib/audio/sound-bank';
import { freshRoll } from '../../../lib/random';
import type { Untimed } from '../../../lib/session/use-session';
import type { Event } from '../machine';
import { SOUND_GROUPS } from './use-rain-audio';

/** What the gestures act on. */
export interface RainControlsOptions {
  /** Sends a visitor's event (the session hook's `send`). */
  readonly send: (event: Untimed<Event>) => void;
  /** A session runs and is not paused. */
  readonly isRunning: boolean;
  /** Closes the summary (Reset, New Session). */
  readonly closeSummary: () => void;
}

/** The key that clears the drops, and Begin, Reset, a strike and pause-or-resume. */
export function useRainControls({ send, isRunning, closeSummary }: RainControlsOptions) {
  const [clearKey, setClearKey] = useState(0);

  const clearDrops = () => setClearKey((key) => key + 1);
  const begin = () => {
    clearDrops();
    send({ type: 'start' });
  };
  const reset = () => {
    closeSummary();
    clearDrops();
    send({ type: 'reset' });
  };
  const strike = () => {
    const bank = getSoundBank();
    const readyTakes = SOUND_GROUPS.thunder.filter((id) => bank.getStatus(id) === 'loaded');
    send({ type: 'strike', readyTakes, roll: freshRoll() });
  };
  const togglePause = () => send({ type: isRunning ? 'pause' : 'resume' });

  return { clearKey, begin, reset, strike, togglePause };
}
