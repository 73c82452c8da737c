/**
 * What an exercise asks of the visitor, read once from its guidance (issue 43: a workout run shaped like
 * a workout, as Fitbod and Strong show it): sets of reps, which the visitor ends with Done set, or sets of
 * a timed hold, which the timer ends. "Aim for 2 to 3 sets of 6 to 12 reps" is 3 sets of "6–12 reps";
 * "Hold for 20 to 30 seconds … repeat 2 to 3 times" is 3 holds of 20 s.
 */

/** Most sets a run asks for (a typo of "30 sets" must not make a run endless). */
export const MAX_SETS = 10;

/** Sets of reps (or steps, metres): each ends when the visitor says so. */
export interface RepsPrescription {
  readonly kind: 'reps';
  readonly sets: number;
  /** What one set is, as shown: '6–12 reps', '8–10 reps per side', '20–40 m'. */
  readonly target: string;
}

/** Sets of a timed hold or bout: each ends with its timer. */
export interface TimePrescription {
  readonly kind: 'time';
  readonly sets: number;
  /** One set's length, s (the lower end of a range: the safer start). */
  readonly holdSec: number;
  /** The range as written: '20–30 s', '1 min'. */
  readonly target: string;
}

/** Sets of reps or of a hold. */
export type Prescription = RepsPrescription | TimePrescription;

const NUMBER = String.raw`(\d+)(?: to (\d+))?`;
const range = (from: string, to: string | undefined) => (to ? `${from}–${to}` : from);
const clampSets = (sets: number) => Math.min(MAX_SETS, Math.max(1, sets));
/** The upper end of '2 to 3' (the count a set counter shows: "Set 1 of 3"). */
const upper = (from: string, to: string | undefined) => Number(to ?? from);

const SIDE = String.raw`( (?:per|each) (?:side|leg|arm|foot|direction)| each(?: side| way)?)?`;
const UNIT_WORDS = String.raw`(reps?|swings|slams|jumps|hops|taps|circles|switches|steps|times|throws|rounds|ladders)`;
/** A number not followed by more of its range, and not a time or a distance. */
const COUNT_END = String.raw`(?!\d| to \d| (?:seconds?|minutes?|hours?|metres))`;
/** Steps about warming up or cooling down: not the work itself. */
const WARM_OR_COOL = /warm up|cool down|easy pace|seconds on/i;

/** Sets named as repeats of the whole ('repeat 2 to 3 times', '4 to 6 rounds', '2 to 3 sets'). */
function repeatsOf(text: string): number | null {
  const repeat =
    new RegExp(
      String.raw`(?:repeat(?: for)?|do) ${NUMBER} (?:times|rounds|sets|runs|ladders)`,
      'i',
    ).exec(text) ?? new RegExp(String.raw`${NUMBER} rounds`, 'i').exec(text);
  if (repeat?.[1]) return clampSets(upper(repeat[1], repeat[2]));
  // 'rest and repeat' with no count: three sets, as most programmes start (ACSM's 2–4 sets)
  return /rest,? and repeat(?! \d)/i.test(text) ? 3 : null;
}

/** Seconds of '20 to 30 seconds' or '1 minute' (the lower end), with the range as shown. */
function timeOf(match: RegExpExecArray): { sec: number; target: string } | null {
  const [, from, to, unit] = match;
  if (!from || !unit) return null;
  const unitSec = unit.startsWith('hour') ? 3600 : unit.startsWith('minute') ? 60 : 1;
  return {
    sec: Number(from) * unitSec,
    target: `${range(from, to)} ${unitSec === 3600 ? 'h' : unitSec === 60 ? 'min' : 's'}`,
  };
}

/** The reps of a count phrase: '8–12 reps', '10–15 reps per side', '10 circles'. */
function repsTarget(
  from: string,
  to: string | undefined,
  unit: string | undefined,
  side: string | undefined,
) {
  const word = !unit || unit === 'times' || unit === 'rep' ? 'reps' : unit;
  const perSide = side
    ? side.replace(/^ each$/, ' each side').replace(' each way', ' each way')
    : '';
  return `${range(from, to)} ${word}${perSide}`;
}

/**
 * The prescription an item's guidance names (steps separated by '|'), or null when it names none (a
 * custom exercise, a model's item without numbers): the run then times it by its minutes.
 */
export function parsePrescription(instructions: string): Prescription | null {
  const text = instructions.replace(/\|/g, '. ');
  const work = instructions
    .split('|')
    .filter((step) => !WARM_OR_COOL.test(step))
    .join('. ');
  // '2 to 3 sets of 6 to 12 reps', 'do 3 sets of 5', '3 sets of 6 to 10 total reps'
  const sets = new RegExp(
    String.raw`${NUMBER} sets of ${NUMBER}(?: total)?(?: ${UNIT_WORDS})?${SIDE}`,
    'i',
  ).exec(text);
  if (sets?.[1] && sets[3]) {
    return {
      kind: 'reps',
      sets: clampSets(upper(sets[1], sets[2])),
      target: repsTarget(sets[3], sets[4], sets[5], sets[6]),
    };
  }
  // 'Hold for 20 to 30 seconds' (a hold under 10 s is part of each rep: 'hold for 5 seconds, repeat 10 times')
  const holdMatch = new RegExp(
    String.raw`hold(?: each| it)? for ${NUMBER} (seconds?|minutes?)`,
    'i',
  ).exec(text);
  const hold = holdMatch ? timeOf(holdMatch) : null;
  const count = new RegExp(
    String.raw`(?:do|repeat|alternate for|take|keep a steady rhythm for|for) ${NUMBER}${COUNT_END}(?: total| slow)?(?: ${UNIT_WORDS})?${SIDE}(?=[.,;]|$| \w+ing\b| with| then| slowly| one way)`,
    'i',
  ).exec(text);
  if (hold && hold.sec >= 10) {
    return { kind: 'time', sets: repeatsOf(text) ?? 1, holdSec: hold.sec, target: hold.target };
  }
  // 'Work for 20 to 30 seconds, rest and repeat', 'Keep going for 20 to 30 minutes'
  const bout = new RegExp(
    String.raw`(?:for|do|up to|rounds of) ${NUMBER} (seconds|minutes|minute|hours|hour)\b(?! in total)`,
    'i',
  ).exec(work);
  if (count?.[1] && (!bout || hold || text.indexOf(count[0]) < text.indexOf(bout[0]))) {
    const repeats = /rest,? and repeat (\d+)(?: to (\d+))? (?:sets|times|rounds)/i.exec(text);
    // the count may itself be the repeat ('rest and repeat 3 to 5 times'): then it is one set of them
    const isOwnRepeat = repeats !== null && repeats[0].includes(count[0]);
    const restAndRepeat = /rest,? and repeat(?! \d)/i.test(text) ? 3 : 1;
    return {
      kind: 'reps',
      sets: repeats?.[1] && !isOwnRepeat ? clampSets(upper(repeats[1], repeats[2])) : restAndRepeat,
      target: repsTarget(count[1], count[2], count[3], count[4]),
    };
  }
  const time = bout ? timeOf(bout) : null;
  if (time)
    return { kind: 'time', sets: repeatsOf(text) ?? 1, holdSec: time.sec, target: time.target };
  // 'Walk for 20 to 40 metres', 'Do 2 to 3 runs of 15 to 20 metres'
  const distance = new RegExp(String.raw`${NUMBER} metres`, 'i').exec(text);
  if (distance?.[1]) {
    return {
      kind: 'reps',
      sets: repeatsOf(text) ?? 1,
      target: `${range(distance[1], distance[2])} m`,
    };
  }
  // 'circle the ankle clockwise 10 times'
  const times = new RegExp(String.raw`${NUMBER} times`, 'i').exec(text);
  if (times?.[1]) return { kind: 'reps', sets: 1, target: `${range(times[1], times[2])} reps` };
  return null;
}

/** One set in words: '8–12 reps' or '20–30 s'; with its count when over one: '3 × 8–12 reps'. */
export function describePrescription(prescription: Prescription): string {
  return prescription.sets > 1
    ? `${prescription.sets} × ${prescription.target}`
    : prescription.target;
}
