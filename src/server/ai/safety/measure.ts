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

/** Runs the gate over the held-out split. */
export function measureGate(models: SafetyModels): GateMeasure {
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
    for (const text of heldOutLines(SAFETY_CORPUS[kind])) {
      const answers = answersFor(models, text);
      for (const answer of answers) matrix[kind][answer] += 1;
      const isMet = answers.some((answer) => answer !== 'persona');
      if ((kind === 'danger' || kind === 'abuse') && !isMet) misses.push({ kind, text });
    }
  }
  const sizeOf = (kind: LineKind) => heldOutLines(SAFETY_CORPUS[kind]).length;
  const share = (count: number, of: number) => (of === 0 ? 0 : count / of);
  const lookAlikes = sizeOf('notDanger') + sizeOf('notAbuse');
  const onLookAlikes = (answer: Answer) => matrix.notDanger[answer] + matrix.notAbuse[answer];
  const dangerMissed = misses.filter((miss) => miss.kind === 'danger').length;
  // The share of a file's held-out lines given a card or a note.
  const alarmsOn = (lines: readonly string[]) =>
    share(
      heldOutLines(lines).filter((text) =>
        answersFor(models, text).some((answer) => answer !== 'persona'),
      ).length,
      heldOutLines(lines).length,
    );
  const abuseMet = heldOutLines(SAFETY_CORPUS.abuse).filter((text) =>
    answersFor(models, text).some((answer) => answer !== 'persona'),
  ).length;
  return {
    matrix,
    sizes: Object.fromEntries(
      KINDS.map((kind) => [
        kind,
        { train: trainingLines(SAFETY_CORPUS[kind]).length, heldOut: sizeOf(kind) },
      ]),
    ) as GateMeasure['sizes'],
    dangerRecall: share(sizeOf('danger') - dangerMissed, sizeOf('danger')),
    dangerCardRecall: share(matrix.danger['danger card'], sizeOf('danger')),
    dangerFalseAlarms: share(onLookAlikes('danger card'), lookAlikes),
    dangerNotes: share(onLookAlikes('danger note'), lookAlikes),
    abuseRecall: share(abuseMet, sizeOf('abuse')),
    abuseCardRecall: share(matrix.abuse['abuse card'], sizeOf('abuse')),
    abuseFalseAlarms: share(onLookAlikes('abuse card'), lookAlikes),
    abuseNotes: share(onLookAlikes('abuse note'), lookAlikes),
    ordinaryAlarms: alarmsOn(ORDINARY_LINES),
    troubleAlarms: alarmsOn(TROUBLE_LINES),
    misses,
  };
}

/** The measure as a text table. */
export function formatGateReport(measure: GateMeasure): string {
  const percent = (share: number) => `${(Math.round(share * 1000) / 10).toFixed(1)} %`;
  const rows = KINDS.map(
    (kind) =>
      `${kind.padEnd(10)} ${String(measure.sizes[kind].heldOut).padStart(6)}${ANSWERS.map((answer) => String(measure.matrix[kind][answer]).padStart(13)).join('')}`,
  );
  return [
    `held out    lines${ANSWERS.map((answer) => answer.padStart(13)).join('')}`,
    ...rows,
    '',
    `danger: card or note ${percent(measure.dangerRecall)} (card ${percent(measure.dangerCardRecall)}); look-alikes given the card ${percent(measure.dangerFalseAlarms)}, the note ${percent(measure.dangerNotes)}`,
    `abuse: card or note ${percent(measure.abuseRecall)} (card ${percent(measure.abuseCardRecall)}); look-alikes given the card ${percent(measure.abuseFalseAlarms)}, the note ${percent(measure.abuseNotes)}`,
    `everyday messages (questions, life, chat turns) given a card or a note: ${percent(measure.ordinaryAlarms)}`,
    `everyday troubles ("failed my driving test again", the rent, a rejection) given a card or a note: ${percent(measure.troubleAlarms)}`,
  ].join('\n');
}
