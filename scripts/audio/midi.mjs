#!/usr/bin/env node
// Writes the small type-0 MIDI files that build.sh renders with fluidsynth (FluidR3 SoundFonts, MIT).
// Usage: node scripts/audio/midi.mjs <preset> <out.mid>
// Presets: violin, flute, drone-voices, drone-pad, gs-thunder, gs-horse.
import { writeFileSync } from 'node:fs';

const TICKS_PER_SEC = 960; // division 480 per quarter at the default 120 bpm (500000 us per quarter)

// D-minor pentatonic phrase of 32 s (MIDI note, start s, duration s, velocity), from AUDIO-SOURCES.md §3.12.
const PHRASE =
  '62:0:2.5:70,65:2.5:1.5:66,67:4:2:70,69:6:3:76,67:9:1:62,65:10:1:60,62:11:3:68,69:16:2:70,' +
  '72:18:1.5:72,74:19.5:3.5:78,72:23:1:66,69:24:1.5:64,67:25.5:1.5:62,65:27:1:60,62:28:3.5:66';
const phrase = (transpose) =>
  PHRASE.split(',').map((n) => {
    const [key, start, dur, vel] = n.split(':').map(Number);
    return { key: key + transpose, start, dur, vel };
  });

// The horse gallop sample fades over a held note (-3 to -14 dBFS in 6 s), so it is struck again every
// stride, with 8 velocities that make one 8-stride loop. A stride is 704 ticks = 35200 samples: a whole
// number of fluidsynth's 64-sample blocks, so every stride renders identically and the loop is exact.
export const HORSE_STRIDE_TICKS = 704;
// Per stride of the 8: velocity, key (a semitone either way changes the hoof's colour) and a nudge in
// ticks (up to 8 ms early or late), so the strides are not one sample repeated; each cycle is the same.
const HORSE_VELOCITIES = [118, 96, 110, 88, 120, 100, 106, 92];
const HORSE_KEYS = [60, 59, 61, 60, 60, 61, 59, 60];
const HORSE_NUDGE_TICKS = [0, 6, -4, 8, -6, 3, -8, 5];
const horse = Array.from({ length: 24 }, (_, i) => ({
  key: HORSE_KEYS[i % 8],
  start: (i * HORSE_STRIDE_TICKS + HORSE_NUDGE_TICKS[i % 8]) / TICKS_PER_SEC,
  dur: (HORSE_STRIDE_TICKS - 10) / TICKS_PER_SEC,
  vel: HORSE_VELOCITIES[i % 8],
}));

// bank: CC0 value; program: 0-based GM program; end: seconds at which the track ends (lets release tails ring out)
const PRESETS = {
  violin: { bank: 8, program: 40, notes: phrase(0), end: 40 }, // FluidR3_GM "Slow Violin"
  flute: { bank: 0, program: 73, notes: phrase(12), end: 40 }, // FluidR3_GM "Flute"
  'drone-voices': {
    bank: 0,
    program: 53, // "Voice Oohs"
    notes: [50, 57].map((key) => ({ key, start: 0, dur: 64, vel: 72 })),
    end: 66,
  },
  'drone-pad': {
    bank: 0,
    program: 89, // "Warm Pad"
    notes: [38, 45, 50].map((key) => ({ key, start: 0, dur: 64, vel: 80 })),
    end: 66,
  },
  'gs-thunder': { bank: 2, program: 122, notes: [{ key: 60, start: 0, dur: 6, vel: 110 }], end: 9 },
  'gs-horse': { bank: 2, program: 123, notes: horse, end: 19 },
};

function varLen(n) {
  const bytes = [n & 0x7f];
  while ((n >>= 7)) bytes.unshift((n & 0x7f) | 0x80);
  return bytes;
}

function smf({ bank, program, notes, end }) {
  const ev = [
    { t: 0, b: [0xb0, 0, bank] }, // bank select MSB
    { t: 0, b: [0xb0, 32, 0] }, // bank select LSB
    { t: 0, b: [0xc0, program] },
    { t: 0, b: [0xb0, 91, 40] }, // reverb send
    { t: 0, b: [0xb0, 7, 100] },
  ];
  for (const n of notes) {
    ev.push({ t: Math.round(n.start * TICKS_PER_SEC), b: [0x90, n.key, n.vel] });
    ev.push({ t: Math.round((n.start + n.dur) * TICKS_PER_SEC), b: [0x80, n.key, 0] });
  }
  ev.push({ t: Math.round(end * TICKS_PER_SEC), b: [0xb0, 7, 100] }); // keeps the player running to `end`
  ev.sort((a, b) => a.t - b.t || (a.b[0] === 0x80 ? -1 : 0) - (b.b[0] === 0x80 ? -1 : 0));
  const track = [];
  let now = 0;
  for (const e of ev) {
    track.push(...varLen(e.t - now), ...e.b);
    now = e.t;
  }
  track.push(0, 0xff, 0x2f, 0); // end of track
  const header = [0x4d, 0x54, 0x68, 0x64, 0, 0, 0, 6, 0, 0, 0, 1, 0x01, 0xe0];
  const len = track.length;
  const trk = [0x4d, 0x54, 0x72, 0x6b, len >>> 24, (len >> 16) & 255, (len >> 8) & 255, len & 255];
  return Buffer.from([...header, ...trk, ...track]);
}

const [name, out] = process.argv.slice(2);
const preset = PRESETS[name];
if (!preset || !out) {
  console.error(`usage: midi.mjs <${Object.keys(PRESETS).join('|')}> <out.mid>`);
  process.exit(2);
}
writeFileSync(out, smf(preset));
