#!/usr/bin/env node
/**
 * A sample practice journal for looking at /practice and /your-data with data in them:
 * `node scripts/sample-journal.mjs > reports/sample-journal.json`, then
 * `SEED=reports/sample-journal.json node scripts/screenshots.mjs http://127.0.0.1:4423 /practice`.
 * Prints `{ "<localStorage key>": "<stored string>" }`: about four months of sessions of the built
 * tools ending today, a few moods, a sound mix, and a theme-free site. Deterministic for a given day.
 */
const TOOLS = ['box-breathing', 'sound-bowl', 'rain-meditation', 'sound-mixer'];
const DAY_MS = 86_400_000;

/** A small deterministic generator (mulberry32), so the same day gives the same journal. */
function createRandom(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The sample as localStorage entries, ending on the local day of `now`. */
export function buildSampleStorage(now = new Date()) {
  const random = createRandom(20261122);
  const log = [];
  const moods = {};
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  for (let back = 120; back >= 0; back -= 1) {
    const day = new Date(today.getTime() - back * DAY_MS);
    // Practice most days, more often lately; a few gaps.
    if (random() < (back > 60 ? 0.45 : 0.75)) {
      const sessions = random() < 0.25 ? 2 : 1;
      for (let index = 0; index < sessions; index += 1) {
        const hour = index === 0 ? 7 + Math.floor(random() * 3) : 20 + Math.floor(random() * 3);
        const start = new Date(
          day.getFullYear(),
          day.getMonth(),
          day.getDate(),
          hour,
          Math.floor(random() * 60),
        );
        if (start > now) continue;
        const minutes = [4, 5, 8, 10, 12, 15, 20, 30, 45][Math.floor(random() * 9)];
        const tool = TOOLS[Math.floor(random() * TOOLS.length)];
        const entry = {
          tool,
          startedAt: start.toISOString(),
          endedAt: new Date(start.getTime() + minutes * 60_000).toISOString(),
          seconds: minutes * 60,
        };
        log.push(entry);
        if (random() < 0.2) {
          moods[`${tool}@${entry.startedAt}`] = { before: 2 + Math.floor(random() * 2), after: 4 };
        }
      }
    }
  }
  return {
    'stillwell:site:practice-log': JSON.stringify(log),
    'stillwell:site:practice-moods': JSON.stringify(moods),
    'stillwell:sound-mixer:mix': JSON.stringify({
      on: ['rain', 'wind'],
      volumes: { rain: 70, wind: 40 },
      master: 80,
      durationMin: 15,
    }),
    'stillwell:sound-bowl:volume': '0.6',
    'stillwell:box-breathing:sound-on': 'false',
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(buildSampleStorage(), null, 2));
}
