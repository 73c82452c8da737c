/**
 * Exercise training on the shared item session (docs/tools/ai-exercise-planner.md#behaviour, #constants): the
 * get-ready countdown the yoga practice has, then each exercise as its sets (reps ended with Done set, holds
 * by their timer; issue 43), a beep 2 s before a timed set ends and again at its end, and 2 s before a rest
 * ends, rest between sets and exercises. Loaded with the Train tab.
 */
import { READY_SEC, createItemSession } from '../../lib/planner/item-session';
import { TOOL } from './machine';

/** Ticker period of the workout, ms: its clocks show whole seconds, the exact events wake it anyway. */
export const WORKOUT_TICK_MS = 250;

/** The training machine. */
export const exerciseTraining = createItemSession({
  tool: TOOL,
  readyMs: READY_SEC * 1000,
  isEndCued: true,
  // the workout's clocks show whole seconds (issue 43: no count-up in tenths)
  tickMs: WORKOUT_TICK_MS,
  isSetCounted: true,
});
