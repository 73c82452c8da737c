#!/usr/bin/env node
/**
 * `npm run bench:tap`: tap to sound on the sound mixer, on a phone (390 x 844) with the CPU slowed 4x
 * (Chrome DevTools Protocol), against the production build on 127.0.0.1. Prints the median of 10 runs:
 *
 * - cold: a fresh browser profile (empty caches, no service worker), the first tap on Rain once the page
 *   has decoded the loops' heads (their first 4 s, which it loads once hydrated): the AudioContext is
 *   created in that tap, the head plays from memory, the file is fetched and decoded behind it (with the
 *   browser's audio output already up, as a phone's is; `--cold-audio` starts it in the tap too);
 * - cold, pressed: the same, but the mouse is held down for PRESS_MS before it lifts: the page may
 *   start the sound's file while the button is down (`input` then holds the press; `page + output` is
 *   the time from the lift);
 * - cold, touch: pressed as a finger does, with touch events: the browser treats the press as a
 *   gesture that may still become a scroll, and sends the click only after the touch's own events;
 * - warm: Rain already heard once on that page (context running, sound decoded), turned off, then on;
 * - each cold kind again, "no heads": the heads' files refused, as for a tap before they are in.
 *
 * "Sound" is the moment the first sample reaches the audio output: the page's buffer sources record the
 * context time they start at (a file streamed while it decodes: the context time its element starts
 * playing; one a press started muted: the context time it is unmuted, if that comes later), and the
 * context's own output timestamp (`getOutputTimestamp`) maps that context time to the
 * page clock, output latency included.
 * The tap is the `pointerdown` event's timestamp. Each run also splits its time: until the handler ran
 * (input delay), until the source was started (the page's work: React, fetch, decode), until the output.
 *
 * Usage: `npm run bench:tap [-- --runs 10 --no-build --cold-audio]`; STILLWELL_DIST picks the build folder.
 */
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startServer } from './server-probe.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1] || 0) || 10;
const CPU_SLOWDOWN = 4;
/** Measure the machine's audio output starting up too (see the primer below). */
const COLD_AUDIO = args.includes('--cold-audio');
const PHONE = { width: 390, height: 844 };
/** How long a finger rests on the screen in a tap, in ms (the pressed cold run). */
const PRESS_MS = 100;
const DIST = process.env.STILLWELL_DIST || 'dist';
/** The mixer's loops (10 of its 14 sounds; the rest are one-shots), each with a head it loads once hydrated. */
const LOOP_COUNT = 10;

if (!args.includes('--no-build')) {
  const build = spawnSync('npx', ['astro', 'build', '--outDir', DIST], {
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Runs in the page before its own code: records taps, handler times and buffer-source starts. */
function instrument() {
  const record = { taps: [], clicks: [], starts: [], decodes: 0 };
  window.__tap = record;
  const decode = BaseAudioContext.prototype.decodeAudioData;
  BaseAudioContext.prototype.decodeAudioData = function decodeAudioData(...args) {
    const decoding = decode.apply(this, args);
    decoding.then(
      () => {
        record.decodes += 1;
      },
      () => undefined,
    );
    return decoding;
  };
  window.addEventListener('pointerdown', (event) => record.taps.push(event.timeStamp), true);
  window.addEventListener('click', () => record.clicks.push(performance.now()), true);
  const contexts = [];
  // the page's contexts, however they start (a context made in a tap runs without a resume() call)
  const NativeAudioContext = window.AudioContext;
  window.AudioContext = class RecordedAudioContext extends NativeAudioContext {
    constructor(...args) {
      super(...args);
      contexts.push(this);
    }
  };
  /** A streamed file is heard once it plays and is not muted (a press may start it muted). */
  const heard = (element) => {
    const ctx = contexts.at(-1);
    if (ctx) record.starts.push({ calledAt: performance.now(), contextTime: ctx.currentTime, ctx });
    element.__heard = true;
  };
  const muted = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'muted');
  Object.defineProperty(HTMLMediaElement.prototype, 'muted', {
    ...muted,
    set(value) {
      muted.set.call(this, value);
      if (!value && this.__playing && !this.__heard) heard(this);
    },
  });
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function playElement() {
    // a sound file streamed into the mix (not the media output, which plays a stream object)
    if (this.src && !this.__watched) {
      this.__watched = true;
      this.addEventListener(
        'playing',
        () => {
          this.__playing = true;
          if (!this.muted && !this.__heard) heard(this);
        },
        { once: true },
      );
    }
    return play.call(this);
  };
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function startSource(when = 0, ...rest) {
    const ctx = this.context;
    // the one-sample silent buffer that unlocks audio on iOS is not a sound
    if ((this.buffer?.length ?? 0) > 1) {
      record.starts.push({
        calledAt: performance.now(),
        contextTime: Math.max(when, ctx.currentTime),
        ctx,
      });
    }
    return start.call(this, when, ...rest);
  };
}

/** In the page: the last tap and when its sound reached the output, on the page clock (ms). */
function readLast() {
  const { taps, clicks, starts } = window.__tap;
  const tap = taps.at(-1);
  const click = clicks.at(-1);
  const started = starts.find((entry) => entry.calledAt >= tap);
  if (tap === undefined || !started) return null;
  const stamp = started.ctx.getOutputTimestamp();
  const soundAt = stamp.performanceTime + (started.contextTime - stamp.contextTime) * 1000;
  return {
    total: soundAt - tap,
    input: (click ?? tap) - tap,
    page: started.calledAt - (click ?? tap),
    output: soundAt - started.calledAt,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const server = await startServer({ env: { STILLWELL_DIST: DIST } });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, '--autoplay-policy=user-gesture-required'],
});

/** Polls the page until the last tap's sound has started (or 15 s). */
async function waitForSound(page) {
  for (let i = 0; i < 300; i += 1) {
    const result = await page.evaluate(readLast);
    // the output timestamp needs a running context that has rendered a little
    if (result && (await page.evaluate(() => window.__tap.starts.at(-1).ctx.state)) === 'running') {
      await page.waitForTimeout(200);
      return page.evaluate(readLast);
    }
    await page.waitForTimeout(50);
  }
  throw new Error('no sound within 15 s of the tap');
}

/** Presses `button` for PRESS_MS before it lifts (the click follows the lift): with the mouse, or as
 * a finger does, with touch events. */
async function press(page, cdp, button, { isTouch }) {
  const box = await button.boundingBox();
  if (!box) throw new Error('the button is not on the screen');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  if (isTouch) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await page.waitForTimeout(PRESS_MS);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    return;
  }
  await page.mouse.move(point.x, point.y);
  await page.mouse.down();
  await page.waitForTimeout(PRESS_MS);
  await page.mouse.up();
}

/** Waits until the page has decoded the heads of all its loops (or 30 s): counted in `instrument`. */
async function waitForHeads(page) {
  await page.waitForFunction((count) => window.__tap.decodes >= count, LOOP_COUNT, {
    timeout: 30_000,
    polling: 100,
  });
}

const results = {
  'cold, no heads': [],
  'pressed, no heads': [],
  'touch, no heads': [],
  cold: [],
  pressed: [],
  touch: [],
  warm: [],
};
for (let run = 0; run < RUNS * 6; run += 1) {
  /**
   * Runs take turns: an instant click (then the warm taps), a mouse press, a finger's press; each first
   * without the loops' heads (their files refused: a tap before they are in, or a build without them),
   * then once the page has decoded them.
   */
  const kind = ['cold', 'pressed', 'touch'][run % 3];
  const afterHeads = Math.floor(run / 3) % 2 === 1;
  const mode = afterHeads ? kind : `${kind}, no heads`;
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  // a slowed phone on a busy machine may take long to load; the timings come from the page's clock
  page.setDefaultTimeout(120_000);
  await page.addInitScript(instrument);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (!afterHeads) await page.route('**/audio/heads/**', (route) => route.abort());
  await page.goto(`${server.origin}/sound-mixer`);
  await page.locator('astro-island[ssr]').waitFor({ state: 'detached' });
  // a build whose tiles wait for every file to arrive (before issue 27) is measured from then on
  await page.locator('[data-ready="false"]').waitFor({ state: 'detached' });
  const rain = page.getByRole('button', { name: 'Rain', exact: true });
  // why a second tab with a context: this machine has no sound card, and Chromium starts its audio
  // output from nothing for the first context after an idle spell (250-400 ms of waiting on the audio
  // service, measured). A phone's audio system is always up; the page's own context is still made in
  // the tap. `--cold-audio` leaves it out and measures that start too.
  const primer = COLD_AUDIO ? null : await context.newPage();
  await primer?.evaluate(() => {
    window.primer = new AudioContext();
  });
  if (afterHeads) await waitForHeads(page);
  if (kind !== 'cold') {
    await press(page, cdp, rain, { isTouch: kind === 'touch' });
    results[mode].push(await waitForSound(page));
    await context.close();
    continue;
  }
  await rain.click();
  results[mode].push(await waitForSound(page));
  await primer?.close();
  if (afterHeads) {
    await context.close();
    continue;
  }
  await page.waitForTimeout(1_000);
  await rain.click();
  await page.waitForTimeout(1_000);
  await rain.click();
  results.warm.push(await waitForSound(page));
  await context.close();
}
await browser.close();
await server.stop();

const fmt = (value) => `${Math.round(value)}`.padStart(5);
console.log(
  `\nTap to sound, sound mixer, ${PHONE.width} x ${PHONE.height}, CPU ${CPU_SLOWDOWN}x slower:`,
);
console.log('         median  (input + page + output)   all runs (ms)');
for (const [name, runs] of Object.entries(results)) {
  const part = (key) => fmt(median(runs.map((entry) => entry[key])));
  console.log(
    `${name.padEnd(7)} ${fmt(median(runs.map((entry) => entry.total)))} ms (${part('input')} +${part('page')} +${part('output')})   ${runs.map((entry) => Math.round(entry.total)).join(' ')}`,
  );
}
