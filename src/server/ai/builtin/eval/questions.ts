/** The guide evaluation set (issue 22): at least 60 questions a persona, over every kind. */
import type { PersonaId } from '../../../../lib/ai/catalog';
import type { EvalItem } from './check';
import { BUDDHA_EVAL } from './questions-buddha';
import { JESUS_EVAL } from './questions-jesus';
import { KRISHNA_EVAL } from './questions-krishna';
import { SHIVA_EVAL } from './questions-shiva';

/** Every persona's evaluation questions. */
export const EVAL_SET: Readonly<Record<PersonaId, readonly EvalItem[]>> = {
  krishna: KRISHNA_EVAL,
  buddha: BUDDHA_EVAL,
  jesus: JESUS_EVAL,
  shiva: SHIVA_EVAL,
};
