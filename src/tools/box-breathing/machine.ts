/**
 * Box breathing as a pure state machine (spec 1 §4.1). Time enters as data: the phase shown is
 * computed from the wall-clock start, so a throttled or sleeping tab resumes in the right phase.
 */
import { locatePhase, toCountdownSeconds } from '../../lib/breathing/phase-cycle';

/** Seconds in every phase (spec 1 §9: 4 phases, 4 s each). */
export const PHASE_SEC = 4;

/** The four phases in order, with the tone that marks each (spec 1 §4.1, Hz). */
export const PHASES = [
  { label: 'Breathe In', toneHz: 523, orb: 'expanding' },
  { label: 'Hold', toneHz: 659, orb: 'full' },
  { label: 'Breathe Out', toneHz: 587, orb: 'contracting' },
  { label: 'Hold', toneHz: 494, orb: 'empty' },
] as const;

/** What the orb does during a phase. */
export type OrbMotion = (typeof PHASES)[number]['orb'];

const PHASE_MS = PHASES.map(() => PHASE_SEC * 1000);

/** Hint lines (spec 1 §2.6). */
export const HINT_IDLE = 'Press play to begin a 4-4-4-4 session';
export const HINT_RUNNING = 'Focus on the expanding orb and follow the breath';

/** Idle, or running since a wall-clock start. */
export type State = { status: 'idle' } | { status: 'running'; startedAt: number; now: number };

/** Things that can happen to a session. */
export type Event =
  | { type: 'start'; now: number }
  | { type: 'pause' }
  | { type: 'toggle'; now: number }
  | { type: 'tick'; now: number };

/** A session that has not started. */
export function initialState(): State {
  return { status: 'idle' };
}

/** The next state. Pause stops; starting again always begins at Breathe In (spec 1 §4.1). */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'start':
      return { status: 'running', startedAt: event.now, now: event.now };
    case 'pause':
      return { status: 'idle' };
    case 'toggle':
      return state.status === 'running'
        ? transition(state, { type: 'pause' })
        : transition(state, { type: 'start', now: event.now });
    case 'tick':
      return state.status === 'running' ? { ...state, now: event.now } : state;
  }
}

/** Everything the screen shows, derived from the state. */
export interface View {
  isRunning: boolean;
  phaseIndex: number;
  label: (typeof PHASES)[number]['label'];
  secondsLeft: number;
  orb: OrbMotion | 'rest';
  toneHz: number;
  /** Increases by one at every phase change; the island plays a tone when it changes. */
  step: number;
  /** Seconds since start (for the practice log). */
  elapsedSec: number;
  hint: string;
}

/** Derives the view: idle shows the first phase's word and a full countdown. */
export function viewOf(state: State): View {
  if (state.status === 'idle') {
    const first = PHASES[0];
    return {
      isRunning: false,
      phaseIndex: 0,
      label: first.label,
      secondsLeft: PHASE_SEC,
      orb: 'rest',
      toneHz: first.toneHz,
      step: -1,
      elapsedSec: 0,
      hint: HINT_IDLE,
    };
  }
  const elapsedMs = Math.max(0, state.now - state.startedAt);
  const position = locatePhase(PHASE_MS, elapsedMs);
  const phase = PHASES[position.index] ?? PHASES[0];
  return {
    isRunning: true,
    phaseIndex: position.index,
    label: phase.label,
    secondsLeft: toCountdownSeconds(position.remainingMs),
    orb: phase.orb,
    toneHz: phase.toneHz,
    step: position.cycle * PHASES.length + position.index,
    elapsedSec: Math.floor(elapsedMs / 1000),
    hint: HINT_RUNNING,
  };
}
