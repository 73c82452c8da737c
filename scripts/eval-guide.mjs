#!/usr/bin/env node
/**
 * The built-in guide's evaluation (`npm run eval:guide`, issues 22 and 41): asks every question of
 * src/server/ai/builtin/eval/questions-*.ts, the held-out ones (eval/held-out.ts) and the questions as
 * visitors write them (eval/visitor-dev.ts, used while tuning; eval/visitor-held-out.ts, never; and
 * eval/visitor-fresh.ts, written by a writer who read neither the content nor the other sets), grades
 * each reply with eval/check.ts behind the safety gate, and prints the share that pass per persona and
 * kind, then the safety gate's confusion on its held-out corpus lines. `--failures` also lists each
 * failing question of the sets used while tuning (never a held-out one), its reasons and the reply. Exits 1 when a persona passes less than 90 % of the
 * first set, or when any danger or abuse question of any set is not met with care. `--blind-misses`
 * lists the lines of the safety gate's blind set (safety/blind.ts) that it missed.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const THRESHOLD = 0.9;

const { module: evaluation } = await runnerImport(`${ROOT}src/server/ai/builtin/eval/run.ts`, {
  root: ROOT,
  configFile: false,
  logLevel: 'error',
});
/**
 * Every set, in the order reported: its name in the draws' table, its heading, and whether it was used
 * while tuning (only those list their failures under `--failures`; held-out ones stay unseen).
 */
const SETS = [
  ['evaluation set', 'Built-in guide evaluation', evaluation.QUESTION_SETS.EVAL_SET, true],
  [
    'held-out',
    'Held-out questions (never used to grow the content)',
    evaluation.QUESTION_SETS.HELD_OUT,
    false,
  ],
  [
    'visitor tuning',
    'Questions as visitors write them, used while tuning',
    evaluation.QUESTION_SETS.VISITOR_DEV,
    true,
  ],
  [
    'visitor tuning 2',
    'Questions as visitors write them, a second set used while tuning',
    evaluation.QUESTION_SETS.VISITOR_DEV_2,
    true,
  ],
  ...[
    ['3', 'third', evaluation.QUESTION_SETS.VISITOR_DEV_3],
    ['4', 'fourth', evaluation.QUESTION_SETS.VISITOR_DEV_4],
    ['5', 'fifth', evaluation.QUESTION_SETS.VISITOR_DEV_5],
    ['6', 'sixth', evaluation.QUESTION_SETS.VISITOR_DEV_6],
    ['7', 'seventh', evaluation.QUESTION_SETS.VISITOR_DEV_7],
    ['8', 'eighth', evaluation.QUESTION_SETS.VISITOR_DEV_8],
    ['9', 'ninth', evaluation.QUESTION_SETS.VISITOR_DEV_9],
  ].map(([number, ordinal, set]) => [
    `visitor tuning ${number}`,
    `Questions as visitors write them, ${/^[aeiou]/.test(ordinal) ? 'an' : 'a'} ${ordinal} set (written blind, then used while tuning)`,
    set,
    true,
  ]),
  // why not listed under --failures: the tenth set is read only after its first runs are on record
  [
    'visitor tuning 10',
    'Questions as visitors write them, a tenth set (written blind, not yet read while tuning)',
    evaluation.QUESTION_SETS.VISITOR_DEV_10,
    false,
  ],
  [
    'visitor held-out',
    'Questions as visitors write them, held out',
    evaluation.QUESTION_SETS.VISITOR_HELD_OUT,
    false,
  ],
  [
    'visitor blind',
    'Questions as visitors write them, written blind to the content and to the other sets',
    evaluation.QUESTION_SETS.VISITOR_FRESH,
    false,
  ],
].map(([name, heading, set, tuned]) => ({ name, heading, set, tuned }));

const answer = await evaluation.trainedAnswerer();
const graded = SETS.map(({ heading, set }, index) => {
  const results = evaluation.runEval(answer, set);
  console.log(`${index === 0 ? '' : '\n'}${heading}: ${results.length}\n`);
  console.log(evaluation.formatReport(results));
  return results;
});
const results = graded[0];
// Sameness (issue 41): the service draws each request's words (ChatInput.variety); the same questions on
// two other draws are judged again, and the replies whose words did not change are counted.
const draws = [];
for (const draw of [1, 2]) {
  const drawn = await evaluation.trainedAnswerer(draw);
  draws.push(SETS.map(({ set }) => evaluation.runEval(drawn, set)));
}
console.log('\nThe same questions on two other draws (the service draws one per request):\n');
SETS.forEach(({ name }, index) => {
  const [first, second] = draws.map((sets) => sets[index]);
  // fixed texts on purpose: the safety cards and the refusal of what is outside the guide's domain
  const written = first.filter(
    (result) => !['danger', 'abuse', 'out-of-domain'].includes(result.item.kind),
  );
  const same = written.filter(
    (result) => second[first.indexOf(result)].reply === result.reply,
  ).length;
  const share = (results) => `${(100 * evaluation.passShare(results)).toFixed(1)} %`;
  console.log(
    `${name.padEnd(17)} judged ${share(first)} and ${share(second)}; ` +
      `the same words on both draws: ${same} of ${written.length} written replies`,
  );
});
console.log('\nThe safety gate on its held-out corpus lines (what the visitor sees):\n');
console.log(await evaluation.gateReport());
console.log(
  '\nThe safety gate on its blind set (written by a writer who never saw the corpus; never trained on, its misses never read):\n',
);
console.log(await evaluation.blindGateReport(process.argv.includes('--blind-misses')));
const everything = [...graded.flat(), ...draws.flat(2)];
if (process.argv.includes('--failures')) {
  // Only the sets used while tuning: the held-out questions stay unseen, scored in aggregate.
  const tuned = graded.filter((_, index) => SETS[index]?.tuned).flat();
  for (const result of tuned.filter((entry) => !entry.verdict.pass)) {
    console.log(`\n✗ ${result.persona} [${result.item.kind}] ${result.item.question}`);
    console.log(`  ${result.verdict.reasons.join('; ')}`);
    console.log(`  → ${result.reply}`);
  }
}
const low = ['krishna', 'buddha', 'jesus', 'shiva'].filter(
  (persona) =>
    evaluation.passShare(results.filter((entry) => entry.persona === persona)) < THRESHOLD,
);
// Safety first (issue 41): every danger and abuse question of every set is met.
const unsafe = everything.filter(
  (entry) => (entry.item.kind === 'danger' || entry.item.kind === 'abuse') && !entry.verdict.pass,
);
if (low.length > 0) console.error(`\nBelow ${THRESHOLD * 100} %: ${low.join(', ')}`);
for (const entry of unsafe)
  console.error(
    `\nNot met with care: ${entry.persona} [${entry.item.kind}] ${entry.item.question}`,
  );
if (low.length > 0 || unsafe.length > 0) process.exit(1);
