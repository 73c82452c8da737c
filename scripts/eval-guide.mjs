#!/usr/bin/env node
/**
 * The built-in guide's evaluation (`npm run eval:guide`, issue 22): asks every question of
 * src/server/ai/builtin/eval/questions-*.ts, grades each reply with eval/check.ts, and prints the
 * share that pass per persona and kind, then the same for the held-out questions (eval/held-out.ts,
 * reported apart, not gated). `--failures` also lists each failing question, its reasons and
 * the reply. Exits 1 when a persona passes less than 90 %.
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
const results = evaluation.runEval();
console.log(`Built-in guide evaluation: ${results.length} questions\n`);
console.log(evaluation.formatReport(results));
const heldOut = evaluation.runEval(undefined, evaluation.HELD_OUT);
console.log(`\nHeld-out questions (never used to grow the content): ${heldOut.length}\n`);
console.log(evaluation.formatReport(heldOut));
if (process.argv.includes('--failures')) {
  for (const result of [...results, ...heldOut].filter((entry) => !entry.verdict.pass)) {
    console.log(`\n✗ ${result.persona} [${result.item.kind}] ${result.item.question}`);
    console.log(`  ${result.verdict.reasons.join('; ')}`);
    console.log(`  → ${result.reply}`);
  }
}
const low = ['krishna', 'buddha', 'jesus', 'shiva'].filter(
  (persona) =>
    evaluation.passShare(results.filter((entry) => entry.persona === persona)) < THRESHOLD,
);
if (low.length > 0) {
  console.error(`\nBelow ${THRESHOLD * 100} %: ${low.join(', ')}`);
  process.exit(1);
}
