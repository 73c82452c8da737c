/**
 * The icon of each mixer sound, in Lucide's data format, drawn once by the page as an IconSprite (no
 * icon JS in the island). Lucide's own where it has the thing; drawn here in its style (24 × 24, round
 * joins) where it has not.
 */
import {
  Bird,
  Car,
  CloudLightning,
  CloudRain,
  Flame,
  Trees,
  WavesHorizontal,
  Wind,
  X,
} from 'lucide';
import type { IconNode } from '../../components/ui/icon';
import { CONTROL_ICON_NAMES, soundIconName } from './icon-names';
import type { MixerKey } from './sounds';

/** A violin, upright: scroll, neck, the waisted body and its bridge (ours). */
const VIOLIN: IconNode = [
  ['path', { d: 'M12 7V2.5' }],
  ['path', { d: 'M12 2.5c-.8 0-1.5.5-1.5 1.2s.7 1.1 1.5 1' }],
  [
    'path',
    {
      d: 'M12 7c-2.8 0-4.5 1.2-4.5 3 0 1.2.8 2 1.6 2.5-1.3.7-2.1 1.8-2.1 3.3 0 3 2.2 5.2 5 5.2s5-2.2 5-5.2c0-1.5-.8-2.6-2.1-3.3.8-.5 1.6-1.3 1.6-2.5 0-1.8-1.7-3-4.5-3z',
    },
  ],
  ['path', { d: 'M10 16.5h4' }],
  ['path', { d: 'M12 9v7.5' }],
];

/** A pan flute: pipes of falling length bound by a band (ours). */
const FLUTE: IconNode = [
  ['path', { d: 'M4 3h16' }],
  ['path', { d: 'M4 3v15a2 2 0 0 0 4 0V3' }],
  ['path', { d: 'M8 3v12a2 2 0 0 0 4 0V3' }],
  ['path', { d: 'M12 3v9a2 2 0 0 0 4 0V3' }],
  ['path', { d: 'M16 3v6a2 2 0 0 0 4 0V3' }],
  ['path', { d: 'M4 7h16' }],
];

/** A long-necked dinosaur (ours). */
const DINOSAUR: IconNode = [
  ['path', { d: 'M21 4c-1.5-1.3-3.5-1-4 .5L15 11' }],
  ['path', { d: 'M15 11c-2-1.5-6-1.5-8 .5-1.5 1.5-3 3.5-5 4' }],
  ['path', { d: 'M15 11c1 1.5 1 3.5 0 5H7.5' }],
  ['path', { d: 'M8 16v4' }],
  ['path', { d: 'M13 16v4' }],
  ['path', { d: 'M19.5 5h.01' }],
];

/** A lion's face in its mane (ours). */
const LION: IconNode = [
  [
    'path',
    {
      d: 'M12 2.5c1.4 0 2 1.3 3.2 1.6 1.2.3 2.4-.4 3.2.6.8 1 .1 2.2.5 3.4.4 1.2 1.6 1.8 1.6 3.2s-1.2 2-1.6 3.2c-.4 1.2.3 2.4-.5 3.4-.8 1-2 .3-3.2.6-1.2.3-1.8 1.6-3.2 1.6s-2-1.3-3.2-1.6c-1.2-.3-2.4.4-3.2-.6-.8-1-.1-2.2-.5-3.4C4.7 13.1 3.5 12.5 3.5 11.3s1.2-2 1.6-3.2c.4-1.2-.3-2.4.5-3.4.8-1 2-.3 3.2-.6 1.2-.3 1.8-1.6 3.2-1.6z',
    },
  ],
  ['path', { d: 'M9.5 10h.01' }],
  ['path', { d: 'M14.5 10h.01' }],
  ['path', { d: 'M11 13h2l-1 1.2z' }],
  ['path', { d: 'M10.5 16c.5.4 1 .6 1.5.6s1-.2 1.5-.6' }],
];

/** A horse's head with its mane (ours). */
const HORSE: IconNode = [
  ['path', { d: 'M8 21c0-3 1-5.5 3-7.5' }],
  [
    'path',
    {
      d: 'M9 3.5 10.5 5c3-1 6.5.8 8.2 3.8l1.7 3.2c.4.8-.2 1.8-1.1 1.8h-1.6c-.8 0-1.6-.4-2.1-1L14 11',
    },
  ],
  ['path', { d: 'M10.5 5C7.5 6.5 5.5 9.5 5 13c-.4 3 0 5.5 1 8' }],
  ['path', { d: 'M14.5 8h.01' }],
  ['path', { d: 'M8 21h8c0-3.5-1-6.5-2-10' }],
];

/** A cricket seen from the side: long antennae, folded jumping leg (ours). */
const CRICKET: IconNode = [
  ['path', { d: 'M6 14.5c0-1.4 2.5-2.5 5.5-2.5s5.5 1.1 5.5 2.5-2.5 2.5-5.5 2.5S6 15.9 6 14.5z' }],
  ['circle', { cx: 19, cy: 13.5, r: 2 }],
  ['path', { d: 'M19 11.5C17 6 12 3.5 5 3' }],
  ['path', { d: 'M20.2 11.8C20.5 8 19 5 16 3' }],
  ['path', { d: 'M9 12.5 7 8l-4 11' }],
  ['path', { d: 'm14.5 16.5 1 3' }],
  ['path', { d: 'm11 17-.5 3' }],
];

/** One icon per sound. */
const SOUND_ICONS: Readonly<Record<MixerKey, IconNode>> = {
  rain: CloudRain,
  thunder: CloudLightning,
  ocean: WavesHorizontal,
  wind: Wind,
  nature: Trees,
  fireplace: Flame,
  violin: VIOLIN,
  flute: FLUTE,
  dinosaur: DINOSAUR,
  lionroar: LION,
  horseriding: HORSE,
  crickets: CRICKET,
  traffic: Car,
  seagulls: Bird,
};

/** The page's sprite: every sound's icon under its sprite name. */
export const SOUND_ICON_SPRITE: Readonly<Record<string, IconNode>> = {
  ...Object.fromEntries(
    Object.entries(SOUND_ICONS).map(([id, icon]) => [soundIconName(id as MixerKey), icon]),
  ),
  // the session bar's and the preset chips' icon: in the sprite too, so the island ships no icon data
  [CONTROL_ICON_NAMES.remove]: X,
};
