/**
 * Exercise training on the shared item session (docs/tools/ai-exercise-planner.md#behaviour, #constants): no countdown
 * (Start starts the first exercise and both clocks), a beep 2 s before each exercise ends and again
 * at its end, auto-advance, an optional rest between exercises. Loaded with the Train tab.
 */
import { createItemSession } from '../../lib/planner/item-session';
import { TOOL } from './machine';

/** The training machine. */
export const exerciseTraining = createItemSession({ tool: TOOL, readyMs: 0, isEndCued: true });
