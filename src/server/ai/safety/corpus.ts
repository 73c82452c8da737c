/**
 * The safety gate's labelled corpus (docs/ai.md#safety): messages written from published screening and
 * crisis-line language, one a line in `corpus/*.txt`, and look-alikes that must not be flagged. A fixed
 * fifth of each file (chosen by a hash of the line, so adding lines never moves the others) is held
 * out: the gate never trains on it, and its tests measure recall and false alarms there.
 */
// Each kind may span several files (`danger.txt`, `danger-means.txt`...), read in name order.
const FILES = import.meta.glob<string>('./corpus/*.txt', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every line of the files whose names start with `prefix` and a hyphen or the extension. */
function textOf(prefix: string): string {
  return Object.keys(FILES)
    .filter((path) => new RegExp(`/${prefix}(?:-[a-z0-9-]+)?\\.txt$`).test(path))
    .sort()
    .map((path) => FILES[path] ?? '')
    .join('\n');
}

/** The corpus files, by what their lines are. */
export interface SafetyCorpus {
  /** Risk to the writer's life or safety: ideation, plans, means, goodbyes, self-harm. */
  danger: readonly string[];
  /** Looks like danger, is not: grief, exhaustion, hyperbole, death as a topic. */
  notDanger: readonly string[];
  /** Abuse or violence at home: a partner, parent, relative or carer who hurts, threatens or controls. */
  abuse: readonly string[];
  /** Looks like abuse, is not: sports, arguments without harm, scripture questions. */
  notAbuse: readonly string[];
}

/** The distinct non-empty lines of a corpus file. */
export function linesOf(text: string): string[] {
  return [...new Set(text.split('\n').map((line) => line.trim()))].filter(
    (line) => line.length > 0,
  );
}

/** The corpus as shipped. */
export const SAFETY_CORPUS: SafetyCorpus = {
  danger: linesOf(textOf('danger')),
  notDanger: linesOf(textOf('not-danger')),
  abuse: linesOf(textOf('abuse')),
  notAbuse: linesOf(textOf('not-abuse')),
};

/**
 * The everyday messages among the look-alikes (`not-danger-ordinary-*.txt`: questions on the texts and
 * practices, life as people write about it, chat turns): what most visitors send. Their held-out lines
 * measure how often an ordinary message is given a note.
 */
export const ORDINARY_LINES: readonly string[] = linesOf(textOf('not-danger-ordinary'));

/**
 * Everyday troubles told in words that sound heavier than they are (`not-danger-troubles.txt`: a failed
 * test, the rent, a rejection, "im so done with this semester"): look-alikes the gate must learn from,
 * measured on their own, as they are the hardest everyday messages.
 */
export const TROUBLE_LINES: readonly string[] = linesOf(textOf('not-danger-troubles'));

/** One in HELD_OUT_EVERY lines is held out. */
const HELD_OUT_EVERY = 5;

/** Whether a line belongs to the held-out split (stable: depends on the line alone). */
export function isHeldOut(line: string): boolean {
  let hash = 0x811c9dc5;
  for (let index = 0; index < line.length; index += 1) {
    hash ^= line.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % HELD_OUT_EVERY === 0;
}

/** The lines a model may learn from. */
export function trainingLines(lines: readonly string[]): string[] {
  return lines.filter((line) => !isHeldOut(line));
}

/** The lines kept for measuring. */
export function heldOutLines(lines: readonly string[]): string[] {
  return lines.filter(isHeldOut);
}
