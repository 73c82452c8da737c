#!/usr/bin/env node
// Procedural ocean surf (Stillwell's own synthesis, no third-party material), rendered to a 48 kHz stereo
// 32-bit float WAV. Deterministic: a seeded PRNG, so every run writes the same file.
// Model (AUDIO-SOURCES.md §6): brown + pink noise under an irregular 7-11 s swell envelope; the low-pass
// opens as each wave breaks (brighter at the break), with a burst of high-passed foam fizz that decays
// as the water washes back. The two channels use independent noise and slightly offset wave timing.
// Usage: node scripts/audio/ocean.mjs <out.wav> [seconds=43] [seed=7]
import { writeFileSync } from 'node:fs';
// the site's one seeded generator (mulberry32)
import { createRandom } from '../../src/server/ai/builtin/random.ts';

const [out, secArg = '43', seedArg = '7'] = process.argv.slice(2);
if (!out) {
  console.error('usage: ocean.mjs <out.wav> [seconds] [seed]');
  process.exit(2);
}
const SR = 48000;
const N = Math.round(Number(secArg) * SR);

// Wave schedule shared by both channels: each wave has a start, a build, a break and a wash.
function schedule(rand) {
  const waves = [];
  let t = -4 + rand() * 2;
  while (t < N / SR + 12) {
    const period = 7 + rand() * 4;
    waves.push({
      t0: t,
      build: period * (0.45 + rand() * 0.15),
      wash: 3.5 + rand() * 3,
      size: 0.55 + rand() * 0.45,
      bright: 1800 + rand() * 2600,
    });
    t += period;
  }
  return waves;
}

// Envelope (0..1) and brightness (Hz) of the sea at time s, summed over overlapping waves.
function swellAt(waves, s, offset) {
  let env = 0.12;
  let cut = 260;
  let foam = 0;
  for (const w of waves) {
    const x = s - (w.t0 + offset);
    if (x < 0 || x > w.build + w.wash * 8) continue;
    let e;
    let f = 0;
    if (x < w.build) {
      const p = x / w.build;
      e = p * p * (3 - 2 * p) * 0.7; // slow rise as the wave gathers
    } else {
      const y = x - w.build;
      const attack = Math.min(1, y / 0.35); // the break
      e = (0.7 + 0.3 * attack) * Math.exp(-y / (w.wash * 0.55));
      f = attack * Math.exp(-y / (w.wash * 0.35));
    }
    env += e * w.size;
    foam += f * w.size;
    cut += (e * e * w.bright + f * w.bright * 0.6) * w.size;
  }
  return { env: Math.min(env, 1.6), cut: Math.min(cut, 9000), foam };
}

function channel(seed, waves, offset) {
  const rand = createRandom(seed);
  const out = new Float32Array(N);
  let brown = 0;
  let b0 = 0,
    b1 = 0,
    b2 = 0,
    b3 = 0,
    b4 = 0,
    b5 = 0,
    b6 = 0;
  // Chamberlin state-variable low-pass (cut-off updated every 32 samples), a one-pole high-pass for foam
  let lp = 0,
    bp = 0;
  let hpPrevIn = 0,
    hpPrevOut = 0;
  let sw = swellAt(waves, 0, offset);
  let fcoef = 2 * Math.sin((Math.PI * sw.cut) / SR);
  for (let i = 0; i < N; i++) {
    if ((i & 31) === 0) {
      sw = swellAt(waves, i / SR, offset);
      fcoef = 2 * Math.sin((Math.PI * sw.cut) / SR);
    }
    const white = rand() * 2 - 1;
    brown = (brown + 0.02 * white) / 1.02;
    // Paul Kellet's pink filter
    b0 = 0.99886 * b0 + white * 0.0555179;
    b1 = 0.99332 * b1 + white * 0.0750759;
    b2 = 0.969 * b2 + white * 0.153852;
    b3 = 0.8665 * b3 + white * 0.3104856;
    b4 = 0.55 * b4 + white * 0.5329522;
    b5 = -0.7616 * b5 - white * 0.016898;
    const pink = (b0 + b1 + b2 + b3 + b4 + b5 + b6 + white * 0.5362) * 0.11;
    b6 = white * 0.115926;
    const src = brown * 3.5 + pink * 0.9;
    lp += fcoef * bp;
    const hp = src - lp - 0.7 * bp;
    bp += fcoef * hp;
    // foam: high-passed white noise, gated by sparse random bubbles
    const hpOut = 0.985 * (hpPrevOut + white - hpPrevIn);
    hpPrevIn = white;
    hpPrevOut = hpOut;
    const fizz = hpOut * (0.5 + (rand() < 0.05 ? 1.5 * rand() : 0));
    out[i] = lp * sw.env * 0.5 + fizz * sw.foam * 0.12;
  }
  return out;
}

const master = createRandom(Number(seedArg));
const waves = schedule(master);
const left = channel(1000 + Number(seedArg), waves, 0);
const right = channel(2000 + Number(seedArg), waves, 0.18);

let peak = 0;
for (let i = 0; i < N; i++) peak = Math.max(peak, Math.abs(left[i]), Math.abs(right[i]));
const g = 0.5 / peak;

const buf = Buffer.alloc(44 + N * 8);
buf.write('RIFF', 0);
buf.writeUInt32LE(36 + N * 8, 4);
buf.write('WAVEfmt ', 8);
buf.writeUInt32LE(16, 16);
buf.writeUInt16LE(3, 20); // IEEE float
buf.writeUInt16LE(2, 22);
buf.writeUInt32LE(SR, 24);
buf.writeUInt32LE(SR * 8, 28);
buf.writeUInt16LE(8, 32);
buf.writeUInt16LE(32, 34);
buf.write('data', 36);
buf.writeUInt32LE(N * 8, 40);
for (let i = 0; i < N; i++) {
  buf.writeFloatLE(left[i] * g, 44 + i * 8);
  buf.writeFloatLE(right[i] * g, 48 + i * 8);
}
writeFileSync(out, buf);
