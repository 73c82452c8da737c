/**
 * What a pose or exercise card says besides its name (issue 25): the sets, reps or hold time its steps
 * carry, and a caution where the item needs one.
 */

import { describeCaution, type BodyItem } from './body';

/** Said of any inversion that carries no caution of its own (a model's suggestion, a stored pose). */
export const INVERSION_CAUTION =
  'An inversion: skip it with high blood pressure, glaucoma, a neck injury, or in pregnancy, and come out at once if the head or neck hurts.';

const range = (from: string, to: string | undefined) => (to ? `${from}–${to}` : from);
const UNIT: Record<string, string> = { second: 's', seconds: 's', minute: 'min', minutes: 'min' };

/**
 * The dose the steps name, shortest form: '2–3 sets × 6–12 reps', 'Hold 20–30 s', '5 breaths',
 * '8–12 reps per side'; null when the steps name none.
 */
export function getDose(instructions: string): string | null {
  const text = instructions.replace(/\|/g, '. ');
  const sets =
    /(\d+)(?: to (\d+))? sets of (\d+)(?: to (\d+))?(?: reps)?( per (?:side|leg|arm))?/i.exec(text);
  if (sets?.[1] && sets[3]) {
    return `${range(sets[1], sets[2])} sets × ${range(sets[3], sets[4])} reps${sets[5] ?? ''}`;
  }
  const hold =
    /hold(?: each| it| the pose)? for (\d+)(?: to (\d+))? (breaths|seconds|minutes?)(?: to (\d+) (minutes?))?/i.exec(
      text,
    );
  if (hold?.[1] && hold[3]) {
    const unit = UNIT[hold[3]] ?? hold[3];
    if (hold[4] && hold[5]) return `Hold ${hold[1]} ${unit}–${hold[4]} ${UNIT[hold[5]] ?? hold[5]}`;
    return `Hold ${range(hold[1], hold[2])} ${unit}`;
  }
  const reps =
    /(\d+)(?: to (\d+))? (?:slow )?reps( per (?:side|leg|arm)| each(?: side| way)?)?/i.exec(text);
  if (reps?.[1]) return `${range(reps[1], reps[2])} reps${reps[3] ?? ''}`;
  const breaths = /(\d+)(?: to (\d+))? (?:slow )?breaths/i.exec(text);
  if (breaths?.[1]) return `${range(breaths[1], breaths[2])} breaths`;
  const time = /for (\d+)(?: to (\d+))? (seconds|minutes)/i.exec(text);
  if (time?.[1] && time[3]) return `${range(time[1], time[2])} ${UNIT[time[3]] ?? time[3]}`;
  return null;
}

/**
 * The caution an item carries: its own (or the inversions' one for an inversion without its own), and
 * the limits it is not for (issue 43: every item with a contraindication carries its caution).
 */
export function getCaution(item: BodyItem): string | null {
  const own = item.caution || (item.category === 'inversion' ? INVERSION_CAUTION : null);
  return describeCaution({ ...item, caution: own });
}
