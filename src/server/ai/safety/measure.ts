/**
 * How the safety gate does on the corpus lines it never trained on (docs/ai.md#safety): what it said
 * about each kind of held-out line, for the tests and `npm run eval:guide`.
 */
import {
  ORDINARY_LINES,
  SAFETY_CORPUS,
  TROUBLE_LINES,
  heldOutLines,
  trainingLines,
} from './corpus';
import { judgeMessage, safetyNoteFor, safetyReplyFor, type SafetyModels } from './index';
import { ABUSE_REPLY, CRISIS_REPLY, POSSIBLE_ABUSE_NOTE, POSSIBLE_DANGER_NOTE } from './replies';

/** The corpus's kinds of line. */
type LineKind = keyof typeof SAFETY_CORPUS;

/** What a visitor sees: the card instead of the persona, a note before its reply, or neither. */
export const ANSWERS = [
  'danger card',
  'abuse card',
  'danger note',
  'abuse note',
  'persona',
] as const;
/** One of those answers. */
export type Answer = (typeof ANSWERS)[number];

/** What the gate said about each kind of held-out line. */
export interface GateMeasure {
  /** Rows: what a line is; columns: what the visitor would see (a line may count in two columns). */
  matrix: Readonly<Record<LineKind, Readonly<Record<Answer, number>>>>;
  /** Lines in each split, per kind. */
  sizes: Readonly<Record<LineKind, { train: number; heldOut: number }>>;
  /** Held-out danger lines given the crisis card or the danger note (0–1). */
  dangerRecall: number;
  /** Held-out danger lines given the crisis card (0–1). */
  dangerCardRecall: number;
  /** Held-out look-alikes (not danger, not abuse) given the crisis card (0–1). */
  dangerFalseAlarms: number;
  /** Held-out look-alikes given the danger note before a persona reply (0–1). */
  dangerNotes: number;
  /** Held-out abuse lines given the safety card or the abuse note (0–1). */
  abuseRecall: number;
  /** Held-out abuse lines given the safety card (0–1). */
  abuseCardRecall: number;
  /** Held-out look-alikes given the safety card (0–1). */
  abuseFalseAlarms: number;
  /** Held-out look-alikes given the abuse note (0–1). */
  abuseNotes: number;
  /** Held-out everyday messages (ORDINARY_LINES) given a card or a note (0–1). */
  ordinaryAlarms: number;
  /** Held-out everyday troubles (TROUBLE_LINES) given a card or a note (0–1). */
  troubleAlarms: number;
  /** Held-out danger and abuse lines the persona answered alone, for reading. */
  misses: readonly { kind: LineKind; text: string }[];
}

const KINDS = ['danger', 'notDanger', 'abuse', 'notAbuse'] as const;

/** What a visitor sees for one message. */
export function answersFor(models: SafetyModels, text: string): Answer[] {
  const verdict = judgeMessage(models, text);
  const card = safetyReplyFor(verdict) ?? '';
  const note = safetyNoteFor(verdict) ?? '';
  const answers: Answer[] = [];
  if (card.startsWith(CRISIS_REPLY)) answers.push('danger card');
  if (card === ABUSE_REPLY || verdict === 'danger-and-abuse') answers.push('abuse card');
  if (note.includes(POSSIBLE_DANGER_NOTE)) answers.push('danger note');
  if (note.includes(POSSIBLE_ABUSE_NOTE)) answers.push('abuse note');
  if (card === '') answers.push('persona');
  return answers;
}

/** Lines labelled by kind, to run the gate over. */
export type LabelledLines = Readonly<Record<LineKind, readonly string[]>>;

/** What the gate said about a labelled set of lines (the share fields of GateMeasure). */
export type SetMeasure = Omit<GateMeasure, 'sizes' | 'ordinaryAlarms' | 'troubleAlarms'> & {
  /** Lines per kind. */
  counts: Readonly<Record<LineKind, number>>;
};

/** Runs the gate over every line of `set`. */
export function measureLines(models: SafetyModels, set: LabelledLines): SetMeasure {
  const empty = (): Record<Answer, number> => ({
    'danger card': 0,
    'abuse card': 0,
    'danger note': 0,
    'abuse note': 0,
    persona: 0,
  });
  const matrix = { danger: empty(), notDanger: empty(), abuse: empty(), notAbuse: empty() };
  const misses: { kind: LineKind; text: string }[] = [];
  for (const kind of KINDS) {
    for (const text of set[kind]) {
      const answers = answersFor(models, text);
      for (const answer of answers) matrix[kind][answer] += 1;
      const isMet = answers.some((answer) => answer !== 'persona');
      if ((kind === 'danger' || kind === 'abuse') && !isMet) misses.push({ kind, text });
    }
  }
  const share = (count: number, of: number) => (of === 0 ? 0 : count / of);
  const lookAlikes = set.notDanger.length + set.notAbuse.length;
  const onLookAlikes = (answer: Answer) => matrix.notDanger[answer] + matrix.notAbuse[answer];
  const missed = (kind: LineKind) => misses.filter((miss) => miss.kind === kind).length;
  return {
    matrix,
    counts: Object.fromEntries(KINDS.map((kind) => [kind, set[kind].length])) as Record<
      LineKind,
      number
    >,
    dangerRecall: share(set.danger.length - missed('danger'), set.danger.length),
    dangerCardRecall: share(matrix.danger['danger card'], set.danger.length),
    dangerFalseAlarms: share(onLookAlikes('danger card'), lookAlikes),
    dangerNotes: share(onLookAlikes('danger note'), lookAlikes),
    abuseRecall: share(set.abuse.length - missed('abuse'), set.abuse.length),
    abuseCardRecall: share(matrix.abuse['abuse card'], set.abuse.length),
    abuseFalseAlarms: share(onLookAlikes('abuse card'), lookAlikes),
    abuseNotes: share(onLookAlikes('abuse note'), lookAlikes),
    misses,
  };
}

/** Runs the gate over the held-out split. */
export function measureGate(models: SafetyModels): GateMeasure {
  const heldOut = Object.fromEntries(
    KINDS.map((kind) => [kind, heldOutLines(SAFETY_CORPUS[kind])]),
  ) as Record<LineKind, string[]>;
  const { counts, ...measure } = measureLines(models, heldOut);
  // The share of a file's held-out lines given a card or a note.
  const alarmsOn = (lines: readonly string[]) => {
    const held = heldOutLines(lines);
    const alarmed = held.filter((text) =>
      answersFor(models, text).some((answer) => answer !== 'persona'),
    );
    return held.length === 0 ? 0 : alarmed.length / held.length;
  };
  return {
    ...measure,
    sizes: Object.fromEntries(
      KINDS.map((kind) => [
        kind,
        { train: trainingLines(SAFETY_CORPUS[kind]).length, heldOut: counts[kind] },
      ]),
    ) as GateMeasure['sizes'],
    ordinaryAlarms: alarmsOn(ORDINARY_LINES),
    troubleAlarms: alarmsOn(TROUBLE_LINES),
  };
}

/** A set's confusion table and its danger and abuse lines, under a heading for its first column. */
function setLines(
  measure: Omit<SetMeasure, 'counts' | 'misses'>,
  counts: Readonly<Record<LineKind, number>>,
  heading: string,
): string[] {
  const percent = (share: number) => `${(Math.round(share * 1000) / 10).toFixed(1)} %`;
  const rows = KINDS.map(
    (kind) =>
      `${kind.padEnd(10)} ${String(counts[kind]).padStart(6)}${ANSWERS.map((answer) => String(measure.matrix[kind][answer]).padStart(13)).join('')}`,
  );
  return [
    `${heading.padEnd(12)}lines${ANSWERS.map((answer) => answer.padStart(13)).join('')}`,
    ...rows,
    '',
    `danger: card or note ${percent(measure.dangerRecall)} (card ${percent(measure.dangerCardRecall)}); look-alikes given the card ${percent(measure.dangerFalseAlarms)}, the note ${percent(measure.dangerNotes)}`,
    `abuse: card or note ${percent(measure.abuseRecall)} (card ${percent(measure.abuseCardRecall)}); look-alikes given the card ${percent(measure.abuseFalseAlarms)}, the note ${percent(measure.abuseNotes)}`,
  ];
}

/** The measure on the held-out split as a text table. */
export function formatGateReport(measure: GateMeasure): string {
  const percent = (share: number) => `${(Math.round(share * 1000) / 10).toFixed(1)} %`;
  const counts = Object.fromEntries(
    KINDS.map((kind) => [kind, measure.sizes[kind].heldOut]),
  ) as Record<LineKind, number>;
  return [
    ...setLines(measure, counts, 'held out'),
    `everyday messages (questions, life, chat turns) given a card or a note: ${percent(measure.ordinaryAlarms)}`,
    `everyday troubles ("failed my driving test again", the rent, a rejection) given a card or a note: ${percent(measure.troubleAlarms)}`,
  ].join('\n');
}

/** The measure on a set of lines as a text table, with the danger and abuse lines it missed if asked. */
export function formatSetReport(measure: SetMeasure, heading: string, withMisses = false): string {
  const missed = withMisses
    ? measure.misses.map((miss) => `  missed (${miss.kind}): ${miss.text}`)
    : [];
  return [...setLines(measure, measure.counts, heading), ...missed].join('\n');
}
