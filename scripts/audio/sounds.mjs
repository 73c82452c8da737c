// The one table of what each encoded file is, where it comes from and who made it.
// write-manifest.mjs joins it with measured.json (written by build.sh) into
// src/lib/audio/library/manifest.ts and CREDITS.md. Edit this file, not the generated ones.

const GM = 'Debian fluid-soundfont-gm 3.1-5.3: /usr/share/sounds/sf2/FluidR3_GM.sf2';
const GS = 'Debian fluid-soundfont-gs 3.1-5.3: /usr/share/sounds/sf2/FluidR3_GS.sf2';
const FLUID = 'Frank Wen (FluidR3 SoundFont, 2000-2002, 2008) and Toby Smithe (2008)';
const FLARE = 'Debian flare-game 1.14-1: /usr/share/games/flare/mods/';
const FLARE_AUTHOR = 'Clint Bellanger and the Flare contributors (2012-2021)';
const GLEST = 'Debian megaglest-data 3.13.0-3: /usr/share/games/megaglest/tilesets/';
const TUX = 'Debian tuxpaint-stamps-default 2022.06.04-1: /usr/share/tuxpaint/stamps/animals/';
const TUX_AUTHOR = 'Bill Kendrick and the Tux Paint contributors (2002-2022)';
const CROSSFADE = (a, b, xf) =>
  `cut ${a}-${b} s, last ${xf} s cross-faded (equal power) into the head for a seamless loop`;
const LEVEL = 'resampled to 48 kHz, loudness-matched, encoded to Opus/WebM and AAC/M4A';
// loops are additionally encoded with 0.1 s of wrap-around padding on each side (see build.sh)

/**
 * file: base name under public/audio; ids: manifest ids that play this file (a mixer key and/or a page id);
 * credit.licence: an id from LICENCE_FILES in write-manifest.mjs.
 */
export const FILES = [
  {
    file: 'bowl',
    ids: [{ id: 'bowl', name: 'Singing bowl' }],
    credit: {
      source:
        'Debian go-for-it 1.9.6-4: /usr/share/com.github.jmoerman.go-for-it/sounds/singing-bowl.ogg',
      author: 'Go For It! developers, Manuel Kehl (2014-2020)',
      licence: 'GPL-3.0-only',
      changes: `left channel only, -6 dB, first 7.7 s, 0.3 s fade-out; ${LEVEL}`,
    },
  },
  {
    file: 'rain',
    ids: [
      { id: 'rain-loop', name: 'Rain' },
      { id: 'rain', name: 'Rain', category: 'Nature' },
    ],
    credit: {
      source: `${FLARE}empyrean_campaign/soundfx/environment/rain.ogg`,
      author: FLARE_AUTHOR,
      licence: 'CC-BY-SA-3.0',
      changes: `loudest droplets peak-limited by about 2 dB; ${CROSSFADE(0, 42, 3)}; ${LEVEL}`,
    },
  },
  {
    file: 'thunder-1',
    ids: [
      { id: 'thunder-1', name: 'Thunder 1' },
      {
        id: 'thunder',
        name: 'Thunder',
        category: 'Nature',
        variants: ['thunder-1', 'thunder-2', 'thunder-3', 'thunder-4', 'thunder-5'],
      },
    ],
    credit: {
      source: 'Debian cube2-data 1.3-1: /usr/share/games/cube2/packages/sounds/0ad/thunder_10.ogg',
      author:
        'Wildfire Games (0 A.D., 2009), packaged by the cube2-data project (Debian lists it only under Files: * as CC-BY-3.0; as 0 A.D. art it is treated as CC BY-SA 3.0)',
      licence: 'CC-BY-SA-3.0',
      changes: `down-mixed to mono, first 0.9 s cut, 2 s fade-out; ${LEVEL}`,
    },
  },
  {
    file: 'thunder-2',
    ids: [{ id: 'thunder-2', name: 'Thunder 2' }],
    credit: {
      source: `${FLARE}fantasycore/soundfx/powers/thunder.ogg`,
      author: FLARE_AUTHOR,
      licence: 'CC-BY-SA-3.0',
      changes: `down-mixed to mono, 3 s reverb tail added, 2 s fade-out; ${LEVEL}`,
    },
  },
  {
    file: 'thunder-3',
    ids: [{ id: 'thunder-3', name: 'Thunder 3' }],
    credit: {
      source:
        'npm supersonic-scsynth-samples 0.84.2: samples/misc_cineboom.flac (Sonic Pi; freesound.org #177242)',
      author: 'Northern_Monkey (freesound.org), via Sonic Pi',
      licence: 'CC0-1.0',
      changes: `down-mixed to mono, low-passed at 1.5 kHz, 2 s fade-out; ${LEVEL}`,
    },
  },
  {
    file: 'thunder-4',
    ids: [{ id: 'thunder-4', name: 'Thunder 4' }],
    credit: {
      source: `${GS} (preset "Thunder", bank 2, program 122)`,
      author: FLUID,
      licence: 'MIT',
      changes: `rendered with fluidsynth (one 6 s note), down-mixed to mono, first 7 s, 2 s fade-out; ${LEVEL}`,
    },
  },
  {
    file: 'thunder-5',
    ids: [{ id: 'thunder-5', name: 'Thunder 5' }],
    credit: {
      source: 'Debian cube2-data 1.3-1: /usr/share/games/cube2/packages/sounds/0ad/thunder_10.ogg',
      author:
        'Wildfire Games (0 A.D., 2009), packaged by the cube2-data project (Debian lists it only under Files: * as CC-BY-3.0; as 0 A.D. art it is treated as CC BY-SA 3.0)',
      licence: 'CC-BY-SA-3.0',
      changes: `down-mixed to mono, first 0.9 s cut, pitched down 250 cents and slowed to 0.9x, 2 s fade-out; ${LEVEL}`,
    },
  },
  {
    file: 'garden-birds',
    ids: [{ id: 'garden-birds', name: 'Garden birds' }],
    credit: {
      source:
        'Debian gnome-shell-pomodoro-data 0.22.1-1: /usr/share/gnome-pomodoro/sounds/birds.ogg',
      author: 'gnome-pomodoro contributors (2011-2021), Kamil Prusko',
      licence: 'GPL-3.0-or-later',
      changes: `${CROSSFADE(30, 77, 2)}; ${LEVEL}`,
    },
  },
  {
    file: 'trataka-drone',
    ids: [{ id: 'trataka-drone', name: 'Trataka drone' }],
    credit: {
      source: `${GM} (presets "Voice Oohs" program 53 and "Warm Pad" program 89)`,
      author: FLUID,
      licence: 'MIT',
      changes: `rendered with fluidsynth (D3+A3 voices, D2+A2+D3 pad, held 64 s), mixed, low-passed at 2.5 kHz; ${CROSSFADE(2, 51, 4)}; ${LEVEL}`,
    },
  },
  {
    file: 'ocean',
    ids: [{ id: 'ocean', name: 'Ocean', category: 'Ambient' }],
    credit: {
      source:
        'Stillwell: scripts/audio/ocean.mjs (procedural synthesis, seed 7; no recorded material)',
      author: 'Stillwell contributors',
      licence: 'CC0-1.0',
      changes: `rendered 43 s; ${CROSSFADE(0, 43, 3)}; ${LEVEL}`,
    },
  },
  {
    file: 'wind',
    ids: [{ id: 'wind', name: 'Wind', category: 'Nature' }],
    credit: {
      source: `${FLARE}fantasycore/soundfx/environment/wind_loop.ogg`,
      author: FLARE_AUTHOR,
      licence: 'CC-BY-SA-3.0',
      changes: `one thump peak-limited, high-passed at 45 Hz, channels balanced (left -2.5 dB, right +2.5 dB); ${CROSSFADE(11.5, 49.9, 5)}; ${LEVEL}`,
    },
  },
  {
    file: 'forest',
    ids: [{ id: 'nature', name: 'Forest', category: 'Nature' }],
    credit: {
      source: `${GLEST}spring/sounds/day.ogg`,
      author: 'dobroide (spring daytime sounds), the MegaGlest Team (2008-2017)',
      licence: 'CC-BY-SA-3.0',
      changes: `high-passed at 45 Hz, 31.2 Hz and 66.8 Hz hum notched, channels balanced (left -3.1 dB, right +3.1 dB); ${CROSSFADE(0, 47, 2)}; ${LEVEL}`,
    },
  },
  {
    file: 'fire',
    ids: [{ id: 'fireplace', name: 'Fire', category: 'Ambient' }],
    credit: {
      source:
        'Debian wesnoth-1.16-data 1:1.16.9-1: /usr/share/games/wesnoth/1.16/data/core/sounds/ambient/campfire.ogg',
      author: 'The Battle for Wesnoth Project (David White and contributors)',
      licence: 'GPL-2.0-or-later',
      changes: `re-cut into 23 s of 1.5-3 s grains in a seeded random order, each within 1.5 dB (scripts/audio/grains.mjs); ${CROSSFADE(0, 23, 3)}; ${LEVEL}`,
    },
  },
  {
    file: 'violin',
    ids: [{ id: 'violin', name: 'Violin', category: 'Music' }],
    credit: {
      source: `${GM} (preset "Slow Violin", bank 8, program 40)`,
      author: FLUID,
      licence: 'MIT',
      changes: `a 32 s D-minor pentatonic phrase (scripts/audio/midi.mjs) rendered with fluidsynth, room reverb added; the reverb tail after 32 s mixed back onto the head for a seamless loop; ${LEVEL}`,
    },
  },
  {
    file: 'flute',
    ids: [{ id: 'flute', name: 'Flute', category: 'Music' }],
    credit: {
      source: `${GM} (preset "Flute", program 73)`,
      author: FLUID,
      licence: 'MIT',
      changes: `the violin phrase an octave up, rendered with fluidsynth, room reverb added; the reverb tail after 32 s mixed back onto the head; ${LEVEL}`,
    },
  },
  {
    file: 'dinosaur',
    ids: [{ id: 'dinosaur', name: 'Dinosaur', category: 'Effects' }],
    credit: {
      source: `${TUX}mammals/cats/tiger.ogg, mammals/bears/bear.ogg and mammals/elephant.ogg`,
      author: TUX_AUTHOR,
      licence: 'GPL-2.0-only',
      changes: `an imagined dinosaur (no real recording exists): tiger (3.9-6.5 s) -700 cents at 0.9x, bear -500 cents at 0.85x, elephant -900 cents at 0.8x, each faded out over its last 0.3 s, layered, bass +4 dB, reverb, 5 s, mono; ${LEVEL}`,
    },
  },
  {
    file: 'lion-roar',
    ids: [{ id: 'lionroar', name: 'Lion Roar', category: 'Animal' }],
    credit: {
      source: `${TUX}mammals/cats/lion.ogg`,
      author: TUX_AUTHOR,
      licence: 'GPL-2.0-only',
      changes: `5 ms fade-in and 0.3 s fade-out of the roar, 1 s of reverb tail added, 0.8 s fade-out; ${LEVEL}`,
    },
  },
  {
    file: 'horse-riding',
    ids: [{ id: 'horseriding', name: 'Horse Riding', category: 'Animal' }],
    credit: {
      source: `${GS} (preset "Horse Gallop", bank 2, program 123)`,
      author: FLUID,
      licence: 'MIT',
      changes: `rendered with fluidsynth, the note struck every 0.733 s stride with 8 velocities, keys and nudges of up to 8 ms, down-mixed to mono; the second cycle of 8 strides: ${CROSSFADE(5.867, 11.783, 0.05)}; ${LEVEL}`,
    },
  },
  {
    file: 'crickets',
    ids: [{ id: 'crickets', name: 'Crickets', category: 'Nature' }],
    credit: {
      source: `${GLEST}dark_forest/sounds/night.ogg`,
      author: 'The MegaGlest Team (2008-2017)',
      licence: 'CC-BY-SA-3.0',
      changes: `${CROSSFADE(0, 47, 2)}; ${LEVEL}`,
    },
  },
  {
    file: 'traffic',
    ids: [{ id: 'traffic', name: 'Traffic', category: 'Urban' }],
    credit: {
      source: 'Debian btanks-data 0.9.8083-9: /usr/share/games/btanks/data/sounds/ambient/city.ogg',
      author: 'Vladimir Menshakov and the Battle Tanks Team (2005-2009)',
      licence: 'GPL-2.0-only',
      changes: `${CROSSFADE(0, 48, 3)}; ${LEVEL}`,
    },
  },
  {
    file: 'seagulls',
    ids: [{ id: 'seagulls', name: 'Seagulls', category: 'Animal' }],
    credit: {
      source: `${TUX}birds/seagull.ogg`,
      author: TUX_AUTHOR,
      licence: 'GPL-2.0-only',
      changes: `-6 dB on decoding (the source clips), high-passed at 220 Hz (mains hum), 0.3 s fade-out; ${LEVEL}`,
    },
  },
];

/** licence id -> file under public/audio/licenses, and its display name and URL */
export const LICENCES = {
  'CC0-1.0': {
    file: 'CC0-1.0.txt',
    name: 'CC0 1.0',
    url: 'https://creativecommons.org/publicdomain/zero/1.0/',
  },
  MIT: { file: 'MIT.txt', name: 'MIT', url: 'https://opensource.org/license/mit' },
  'CC-BY-SA-3.0': {
    file: 'CC-BY-SA-3.0.txt',
    name: 'CC BY-SA 3.0',
    url: 'https://creativecommons.org/licenses/by-sa/3.0/',
  },
  'GPL-2.0-only': {
    file: 'GPL-2.0.txt',
    name: 'GNU GPL v2',
    url: 'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html',
  },
  'GPL-2.0-or-later': {
    file: 'GPL-2.0.txt',
    name: 'GNU GPL v2 or later',
    url: 'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html',
  },
  'GPL-3.0-only': {
    file: 'GPL-3.0.txt',
    name: 'GNU GPL v3',
    url: 'https://www.gnu.org/licenses/gpl-3.0.html',
  },
  'GPL-3.0-or-later': {
    file: 'GPL-3.0.txt',
    name: 'GNU GPL v3 or later',
    url: 'https://www.gnu.org/licenses/gpl-3.0.html',
  },
};

/** the 14 mixer keys of docs/tools/sound-mixer.md#data, in the spec's order */
export const MIXER_KEYS = [
  'rain',
  'thunder',
  'ocean',
  'wind',
  'nature',
  'fireplace',
  'violin',
  'flute',
  'dinosaur',
  'lionroar',
  'horseriding',
  'crickets',
  'traffic',
  'seagulls',
];
