/**
 * The yoga practice on the shared item session (docs/tools/ai-yoga-planner.md#behaviour, #constants): a 5 s get-ready
 * countdown, then each pose for its minutes, a chime 2 s before each pose's target and no sound at
 * it, auto-advance, and a record at the end. Loaded with the Practice tab.
 */
import { READY_SEC, createItemSession } from '../../lib/planner/item-session';
import { TOOL } from './machine';

export { READY_SEC };

/** The practice machine. */
export const yogaPractice = createItemSession({
  tool: TOOL,
  readyMs: READY_SEC * 1000,
  isEndCued: false,
});
