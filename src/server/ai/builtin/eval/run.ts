/**
 * Runs the guide evaluation (issue 22) against any answerer: the built-in guide by default, or a
 * function that asks a real model. Reports the share of passing questions per persona and per kind.
 */
import { PERSONA_IDS, type PersonaId } from '../../../../lib/ai/catalog';
import type { ChatMessage } from '../../../../lib/ai/schemas';
import { getPersona } from '../../personas';
import {
  judgeMessage,
  safetyModels,
  safetyNoteFor,
  safetyReplyFor,
  type SafetyModels,
} from '../../safety';
import { LIBRARY } from '../library';
import { buildTeachingIndex, replyAsPersona, type TeachingIndex } from '../teachings';
import { BLIND_SET } from '../../safety/blind';
import { formatGateReport, formatSetReport, measureGate, measureLines } from '../../safety/measure';
import { EVAL_KINDS, checkReply, type EvalItem, type EvalKind, type Verdict } from './check';
import { HELD_OUT } from './held-out';
import { VISITOR_DEV } from './visitor-dev';
import { VISITOR_DEV_2 } from './visitor-dev-2';
import { VISITOR_DEV_3 } from './visitor-dev-3';
import { VISITOR_DEV_4 } from './visitor-dev-4';
import { VISITOR_DEV_5 } from './visitor-dev-5';
import { VISITOR_DEV_6 } from './visitor-dev-6';
import { VISITOR_DEV_7 } from './visitor-dev-7';
import { VISITOR_DEV_8 } from './visitor-dev-8';
import { VISITOR_DEV_9 } from './visitor-dev-9';
import { VISITOR_DEV_10 } from './visitor-dev-10';
import { VISITOR_FRESH } from './visitor-fresh';
import { VISITOR_HELD_OUT } from './visitor-held-out';
import { EVAL_SET } from './questions';

/**
 * Every set of questions by name: `npm run eval:guide` reports each, and safety.test.ts runs the gate over
 * all of them (the cards it gives to questions that are neither danger nor abuse).
 */
export const QUESTION_SETS = {
  EVAL_SET,
  HELD_OUT,
  VISITOR_DEV,
  VISITOR_DEV_2,
  VISITOR_DEV_3,
  VISITOR_DEV_4,
  VISITOR_DEV_5,
  VISITOR_DEV_6,
  VISITOR_DEV_7,
  VISITOR_DEV_8,
  VISITOR_DEV_9,
  VISITOR_DEV_10,
  VISITOR_HELD_OUT,
  VISITOR_FRESH,
} as const;

/** Answers a conversation as a persona. */
export type Answerer = (persona: PersonaId, messages: readonly ChatMessage[]) => string;

/** One graded question. */
export interface EvalResult {
  persona: PersonaId;
  item: EvalItem;
  reply: string;
  verdict: Verdict;
}

/**
 * The built-in guide as an answerer, behind the safety gate as in the service; `variety` is the request's
 * draw (the service draws one per request; 0: the conversation alone decides the words).
 */
export function builtinAnswerer(models: SafetyModels, variety = 0): Answerer {
  const indexes = new Map<PersonaId, TeachingIndex>();
  return (persona, messages) => {
    let index = indexes.get(persona);
    if (!index) {
      index = buildTeachingIndex(persona, LIBRARY.teachings[persona], LIBRARY.guides?.[persona]);
      indexes.set(persona, index);
    }
    // The safety gate answers before the persona, as in the service (docs/ai.md#safety).
    const last = messages.filter((message) => message.role === 'user').at(-1)?.content ?? '';
    const verdict = judgeMessage(models, last);
    const note = safetyNoteFor(verdict, messages);
    return (
      safetyReplyFor(verdict) ??
      `${note === undefined ? '' : `${note}\n\n`}${replyAsPersona(index, messages, variety).text}`
    );
  };
}

/** Asks one item, history first, and grades the last reply. */
export function evaluateItem(persona: PersonaId, item: EvalItem, answer: Answerer): EvalResult {
  const messages: ChatMessage[] = [];
  let previous: string | undefined;
  for (const turn of item.history ?? []) {
    messages.push({ role: 'user', content: turn });
    previous = answer(persona, messages);
    messages.push({ role: 'assistant', content: previous });
  }
  messages.push({ role: 'user', content: item.question });
  const reply = answer(persona, messages);
  return {
    persona,
    item,
    reply,
    verdict: checkReply(item, reply, getPersona(persona).refusal, previous),
  };
}

/** Grades the whole evaluation set (or another set of the same shape, like the held-out one). */
export function runEval(
  answer: Answerer,
  set: Readonly<Record<PersonaId, readonly EvalItem[]>> = EVAL_SET,
): EvalResult[] {
  return PERSONA_IDS.flatMap((persona) =>
    set[persona].map((item) => evaluateItem(persona, item, answer)),
  );
}

/** Share of passing results (0–1). */
export function passShare(results: readonly EvalResult[]): number {
  return results.length === 0
    ? 0
    : results.filter((result) => result.verdict.pass).length / results.length;
}

/** A table of pass shares, per persona (rows) and kind (columns). */
export function formatReport(results: readonly EvalResult[]): string {
  const percent = (share: number) => `${Math.round(share * 1000) / 10}%`.padStart(7);
  // Only the kinds the set asks; a kind with no question in a row shows a dash.
  const kinds = EVAL_KINDS.filter((kind) => results.some((result) => result.item.kind === kind));
  const cell = (subset: readonly EvalResult[]) =>
    subset.length === 0 ? '      —' : percent(passShare(subset));
  const header = [
    'persona'.padEnd(8),
    ...kinds.map((kind) => kind.slice(0, 7).padStart(7)),
    '    all',
  ];
  const rows = PERSONA_IDS.map((persona) => {
    const own = results.filter((result) => result.persona === persona);
    return [
      persona.padEnd(8),
      ...kinds.map((kind: EvalKind) => cell(own.filter((result) => result.item.kind === kind))),
      percent(passShare(own)),
    ].join(' ');
  });
  const total = [
    'all'.padEnd(8),
    ...kinds.map((kind) => cell(results.filter((result) => result.item.kind === kind))),
    percent(passShare(results)),
  ].join(' ');
  return [header.join(' '), ...rows, total].join('\n');
}

/** The built-in guide behind a freshly trained safety gate, for `npm run eval:guide`. */
export async function trainedAnswerer(variety = 0): Promise<Answerer> {
  return builtinAnswerer(await safetyModels(), variety);
}

/** The safety gate's measure on its held-out corpus lines, as a table. */
export async function gateReport(): Promise<string> {
  return formatGateReport(measureGate(await safetyModels()));
}

/**
 * The safety gate's measure on its blind set (never trained on), as a table; with `withMisses`, the
 * danger and abuse lines it missed (reading them ends the set's blindness: docs/ai.md#safety).
 */
export async function blindGateReport(withMisses: boolean): Promise<string> {
  return formatSetReport(measureLines(await safetyModels(), BLIND_SET), 'blind', withMisses);
}
