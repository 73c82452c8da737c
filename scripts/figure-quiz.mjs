#!/usr/bin/env node
/**
 * The questions of the drawings' blind recognition test (docs/tools/planners.md#recognition-test):
 * `node scripts/with-node.mjs scripts/figure-quiz.mjs [per-position] [label...]`.
 *
 * Picks a sample stratified by body position (positionOf: seated, plank, lunge, ...), up to
 * `per-position` drawings of each (default 6), and for each three wrong names drawn from the SAME
 * position, the four in a shuffled order. For each label (default: before after) it writes
 * reports/figures/<label>/quiz/<n>.png (the drawing alone, card size, no caption, numbered in a
 * shuffled order) and quiz.md (the numbered pictures' four names, nothing else: the sheet a reader
 * gets, also drawn as quiz/sheet-1.png and sheet-2.png: each number's picture beside its four names),
 * plus answers.json beside the folder for scoring; nothing in quiz/ names the answer. The same questions go to every label, so the rates
 * compare the drawings and nothing else. Run scripts/figure-sheet.mjs <label> --blind first.
 */
import { mkdirSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const args = process.argv.slice(2);
const perPosition = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 6);
const labels = args.filter((arg) => !/^\d+$/.test(arg));
if (labels.length === 0) labels.push('before', 'after');

const entry = `
import { FIGURES } from './src/lib/planner/figures/catalog';
import { figureIdOf } from './src/lib/planner/figures/ids';
import { positionOf } from './src/lib/planner/figures/position';
import { POSES } from './src/server/ai/builtin/content/poses';
import { EXERCISES } from './src/server/ai/builtin/content/exercises';
export const names = Object.fromEntries(
  [...POSES, ...EXERCISES].map((item) => [figureIdOf(item.name), item.name.replace(/ \\(.*\\)$/, '')]),
);
export const positions = Object.fromEntries(
  Object.entries(FIGURES).map(([id, { spec }]) => [id, positionOf(spec)]),
);
`;
const bundle = await build({
  stdin: { contents: entry, resolveDir: process.cwd(), loader: 'ts' },
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
  logLevel: 'error',
});
mkdirSync('reports/figures', { recursive: true });
const modulePath = 'reports/figures/quiz.bundle.mjs';
writeFileSync(modulePath, bundle.outputFiles[0].text);
const { names, positions } = await import(`${process.cwd()}/${modulePath}`);

// A fixed shuffle, so the sample and the choices stay the same from run to run.
let seed = 4343;
const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const shuffle = (list) => {
  const copy = [...list];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
};

const byPosition = {};
for (const [id, position] of Object.entries(positions)) (byPosition[position] ??= []).push(id);
const questions = [];
for (const [position, ids] of Object.entries(byPosition).sort()) {
  if (ids.length < 4) continue;
  for (const id of shuffle(ids).slice(0, perPosition)) {
    const wrong = shuffle(ids.filter((other) => other !== id)).slice(0, 3);
    questions.push({ id, position, choices: shuffle([id, ...wrong]).map((each) => names[each]) });
  }
}
const order = shuffle(questions);

/** The questions as two pictures a reader can take in at once: number, drawing, four names. */
async function drawSheets(folder, questionLines) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1300, height: 600 } });
  const half = Math.ceil(questionLines.length / 2);
  for (const [part, slice] of [questionLines.slice(0, half), questionLines.slice(half)].entries()) {
    const cells = slice
      .map((line) => {
        const number = line.split('.')[0];
        const picture = readFileSync(`${folder}/${number}.png`).toString('base64');
        const names = line
          .slice(number.length + 2)
          .split(/ {2}(?=[BCD]\))/)
          .join('<br>');
        return `<div style="display:flex;gap:6px;width:420px;font:13px sans-serif"><b>${number}</b><img src="data:image/png;base64,${picture}" width="96" height="96"><div>${names}</div></div>`;
      })
      .join('');
    await page.setContent(`<div style="display:flex;flex-wrap:wrap;gap:10px">${cells}</div>`);
    await page.screenshot({ path: `${folder}/sheet-${part + 1}.png`, fullPage: true });
  }
  await browser.close();
}

for (const label of labels) {
  const key = JSON.parse(readFileSync(`reports/figures/${label}/key.json`, 'utf8'));
  const fileOf = Object.fromEntries(Object.entries(key).map(([number, id]) => [id, number]));
  mkdirSync(`reports/figures/${label}/quiz`, { recursive: true });
  const lines = [
    '# Which move is this?',
    '',
    'Each picture shows one pose or exercise. Pick one of the four names.',
    '',
  ];
  const answers = {};
  for (const [index, question] of order.entries()) {
    const number = index + 1;
    copyFileSync(
      `reports/figures/${label}/blind/${fileOf[question.id]}.png`,
      `reports/figures/${label}/quiz/${number}.png`,
    );
    lines.push(
      `${number}. ${question.choices.map((choice, at) => `${'ABCD'[at]}) ${choice}`).join('  ')}`,
    );
    answers[number] = {
      id: question.id,
      position: question.position,
      answer: 'ABCD'[question.choices.indexOf(names[question.id])],
    };
  }
  writeFileSync(`reports/figures/${label}/quiz/quiz.md`, `${lines.join('\n')}\n`);
  await drawSheets(`reports/figures/${label}/quiz`, lines.slice(4));
  writeFileSync(`reports/figures/${label}/answers.json`, JSON.stringify(answers, null, 1));
}
console.log(
  `${order.length} questions (${Object.entries(byPosition)
    .filter(([, ids]) => ids.length >= 4)
    .map(([position, ids]) => `${position} ${Math.min(ids.length, perPosition)}`)
    .join(', ')})`,
);
