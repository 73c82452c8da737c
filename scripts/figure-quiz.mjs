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
 *
 * `--hard` builds the harder quiz instead: `node scripts/with-node.mjs scripts/figure-quiz.mjs --hard`
 * draws the current drawings (figure-sheet.mjs quiz-hard --blind-only --scale=2: card size, 96 CSS px
 * at twice the pixels) and asks about every drawing of HARD_MOVES plus a sample of the others,
 * stratified by position in proportion to each position's share, HARD_TOTAL questions in all. Its
 * three wrong names are the drawing's NEAREST look-alikes by distanceBetween (mirrors counted) among
 * drawings of the same position, never two names of the same move (SAME_MOVES). It writes
 * reports/figures/quiz-hard/quiz/ (<n>.png, quiz.md, sheet-<k>.png of at most HARD_PER_SHEET
 * questions each) and reports/figures/quiz-hard/answers.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const args = process.argv.slice(2);
const isHard = args.includes('--hard');
const perPosition = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 6);
const labels = args.filter((arg) => !/^\d+$/.test(arg) && !arg.startsWith('--'));
if (labels.length === 0) labels.push(...(isHard ? ['quiz-hard'] : ['before', 'after']));

/** The moves the hard quiz always asks about, by figure id: the ones misread or redrawn, and kin. */
const HARD_MOVES = [
  '90-90-hip-switch',
  'crab-walk',
  'childs-pose',
  'superman-hold',
  'hollow-body-hold',
  'corpse-pose',
  'locust-pose',
  'cobra-pose',
  'sphinx-pose',
  'side-lying-clamshell',
  'standing-hip-abduction',
  'side-lying-hip-abduction',
  'turkish-get-up',
  'slow-sun-salutation',
  'half-lord-of-the-fishes-pose',
  'eagle-pose',
  'marichis-pose-iii',
  'pyramid-pose',
  'dowel-hip-hinge-drill',
  'farmers-carry',
  'fish-pose',
  'cow-face-pose',
  'plow-pose',
  'mountain-climbers',
  'boat-pose',
  'wild-thing',
  'plank-pose',
  'upward-plank-pose',
  'headstand',
  'forearm-stand',
  'handstand',
  'supported-shoulderstand',
  'arm-circles',
  'band-pull-aparts',
  'cone-weave',
  'sprint-intervals',
  'lateral-shuffle',
  't-drill',
  'wide-legged-forward-bend',
  'standing-quad-stretch',
  'camel-pose',
  'supine-spinal-twist',
  'open-book-thoracic-rotation',
  'burpees',
  'bulgarian-split-squat',
  'pallof-press',
  'half-kneeling-band-chop',
  'squat-to-row-with-band',
  'dumbbell-woodchop',
  'warrior-i',
  'high-lunge',
  'thunderbolt-pose',
  'hero-pose',
  'half-lotus-pose',
  'fire-log-pose',
  'shuttle-run',
];
const HARD_TOTAL = 90;
const HARD_PER_SHEET = 24;
/**
 * Names of the same move, never two in one question: the pairs catalog.test.ts lets be drawn alike
 * (SAME_MOVES there), and the same exercise at another tempo, for time or reps, held or flowing.
 */
const SAME_MOVES = [
  ['bound-angle-pose', 'seated-butterfly-stretch'],
  ['bridge-pose', 'glute-bridge', 'glute-bridge-hold'],
  ['push-up', 'push-up-ladder', 'push-up-hold', 'vinyasa-flow'],
  ['bird-dog', 'bird-dog-flow'],
  ['cat-cow-stretch', 'cat-cow-flow'],
  ['sun-salutation-a', 'sun-salutation-b', 'half-sun-salutation', 'slow-sun-salutation'],
  ['bodyweight-squat', 'tabata-squats', 'speed-squat', 'high-rep-air-squats'],
  ['rowing-machine-intervals', 'steady-rowing'],
  ['stationary-bike-sprints', 'long-easy-bike-ride'],
  ['brisk-walking', 'mindful-walking'],
  ['sprint-intervals', 'hill-sprints', 'flying-sprints'],
  ['single-leg-stand', 'eyes-closed-single-leg-stand', 'single-leg-stand-on-a-cushion'],
];

const entry = `
import { FIGURES } from './src/lib/planner/figures/catalog';
import { figureIdOf } from './src/lib/planner/figures/ids';
import { distanceBetween, positionOf } from './src/lib/planner/figures/position';
import { POSES } from './src/server/ai/builtin/content/poses';
import { EXERCISES } from './src/server/ai/builtin/content/exercises';
export const names = Object.fromEntries(
  [...POSES, ...EXERCISES].map((item) => [figureIdOf(item.name), item.name.replace(/ \\(.*\\)$/, '')]),
);
export const positions = Object.fromEntries(
  Object.entries(FIGURES).map(([id, { spec }]) => [id, positionOf(spec)]),
);
export const distance = (a, b) => distanceBetween(FIGURES[a].spec, FIGURES[b].spec);
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
const { names, positions, distance } = await import(`${process.cwd()}/${modulePath}`);

// A fixed shuffle, so the sample and the choices stay the same from run to run.
let seed = isHard ? 9091 : 4343;
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

/** The random questions: up to `perPosition` of each position, three random wrong names each. */
function randomQuestions() {
  const questions = [];
  for (const [position, ids] of Object.entries(byPosition).sort()) {
    if (ids.length < 4) continue;
    for (const id of shuffle(ids).slice(0, perPosition)) {
      const wrong = shuffle(ids.filter((other) => other !== id)).slice(0, 3);
      questions.push({ id, position, choices: shuffle([id, ...wrong]).map((each) => names[each]) });
    }
  }
  return questions;
}

const groupOf = new Map(SAME_MOVES.flatMap((group, index) => group.map((id) => [id, index])));
const isSameMove = (a, b) =>
  a === b || names[a] === names[b] || (groupOf.has(a) && groupOf.get(a) === groupOf.get(b));

/** The three drawings of the same position nearest to `id`, no two names of one move. */
function lookAlikes(id) {
  const near = byPosition[positions[id]]
    .filter((other) => !isSameMove(other, id))
    .map((other) => ({ id: other, distance: distance(id, other) }))
    .sort((a, b) => a.distance - b.distance || a.id.localeCompare(b.id));
  const picked = [];
  for (const candidate of near) {
    if (picked.length === 3) break;
    if (!picked.some((each) => isSameMove(each.id, candidate.id))) picked.push(candidate);
  }
  return picked;
}

/** The hard questions: every HARD_MOVES drawing, then a stratified sample of the rest. */
function hardQuestions() {
  const canAsk = (id) => lookAlikes(id).length === 3;
  const missing = HARD_MOVES.filter((id) => !(id in positions) || !canAsk(id));
  if (missing.length > 0) console.warn(`skipped (no drawing, or no three look-alikes): ${missing}`);
  const chosen = HARD_MOVES.filter((id) => !missing.includes(id));
  // The rest in proportion to each position's share of what is left (largest remainder).
  const rest = {};
  for (const [id, position] of Object.entries(positions))
    if (!chosen.includes(id) && canAsk(id)) (rest[position] ??= []).push(id);
  const left = Math.max(0, HARD_TOTAL - chosen.length);
  const pool = Object.values(rest).reduce((sum, ids) => sum + ids.length, 0);
  const quotas = Object.entries(rest)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([position, ids]) => {
      const exact = (left * ids.length) / pool;
      return { position, count: Math.floor(exact), over: exact - Math.floor(exact) };
    });
  let spare = left - quotas.reduce((sum, quota) => sum + quota.count, 0);
  for (const quota of [...quotas].sort((a, b) => b.over - a.over)) {
    if (spare === 0) break;
    quota.count += 1;
    spare -= 1;
  }
  for (const { position, count } of quotas)
    chosen.push(...shuffle(rest[position].sort()).slice(0, count));
  // The right name as often at A as at B, C or D, the wrong ones shuffled around it.
  const slots = shuffle(chosen.map((_, index) => index % 4));
  return chosen.map((id, index) => {
    const wrong = lookAlikes(id);
    const choices = shuffle(wrong.map((each) => each.id));
    choices.splice(slots[index], 0, id);
    return {
      id,
      position: positions[id],
      choices: choices.map((each) => names[each]),
      lookAlikes: wrong.map((each) => ({
        id: each.id,
        distance: Number(each.distance.toFixed(2)),
      })),
    };
  });
}

const order = shuffle(isHard ? hardQuestions() : randomQuestions());

/**
 * The questions as pictures a reader can take in at once, in light theme: number, drawing, four
 * names, `perSheet` questions a sheet, drawn at `scale` pixels per CSS pixel.
 */
async function drawSheets(folder, questionLines, { perSheet, scale, pictureSize }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({
    viewport: { width: 1400, height: 600 },
    deviceScaleFactor: scale,
  });
  const sheets = Math.ceil(questionLines.length / perSheet);
  const size = Math.ceil(questionLines.length / sheets);
  for (let part = 0; part < sheets; part += 1) {
    const cells = questionLines
      .slice(part * size, (part + 1) * size)
      .map((line) => {
        const number = line.split('.')[0];
        const picture = readFileSync(`${folder}/${number}.png`).toString('base64');
        const names = line
          .slice(number.length + 2)
          .split(/ {2}(?=[BCD]\))/)
          .join('<br>');
        return `<div style="display:flex;gap:6px;width:440px;font:14px/1.45 sans-serif"><b style="width:1.8em;text-align:right">${number}</b><img src="data:image/png;base64,${picture}" width="${pictureSize}" height="${pictureSize}"><div>${names}</div></div>`;
      })
      .join('');
    await page.setContent(
      `<body style="margin:0;padding:10px;background:#fff;color:#1d2a2c"><div style="display:flex;flex-wrap:wrap;gap:10px">${cells}</div></body>`,
    );
    await page.screenshot({ path: `${folder}/sheet-${part + 1}.png`, fullPage: true });
  }
  await browser.close();
}

for (const label of labels) {
  if (isHard) {
    // The pictures: every drawing alone at card size, twice the pixels, no caption.
    const drawn = spawnSync(
      process.execPath,
      ['scripts/figure-sheet.mjs', label, '--blind-only', '--scale=2'],
      { stdio: 'inherit' },
    );
    if (drawn.status !== 0) process.exit(drawn.status ?? 1);
    rmSync(`reports/figures/${label}/quiz`, { recursive: true, force: true });
  }
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
      ...(question.lookAlikes ? { lookAlikes: question.lookAlikes } : {}),
    };
  }
  writeFileSync(`reports/figures/${label}/quiz/quiz.md`, `${lines.join('\n')}\n`);
  await drawSheets(
    `reports/figures/${label}/quiz`,
    lines.slice(4),
    isHard
      ? { perSheet: HARD_PER_SHEET, scale: 2, pictureSize: 112 }
      : { perSheet: Math.ceil(order.length / 2), scale: 1, pictureSize: 96 },
  );
  writeFileSync(`reports/figures/${label}/answers.json`, JSON.stringify(answers, null, 1));
}
const counts = {};
for (const { position } of order) counts[position] = (counts[position] ?? 0) + 1;
console.log(
  `${order.length} questions (${Object.entries(counts)
    .sort()
    .map(([position, count]) => `${position} ${count}`)
    .join(', ')})`,
);
