import { defineTool } from '../define-tool';

/** Sound mixer (docs/tools/sound-mixer.md#screen, #data, #behaviour). */
export const meta = defineTool({
  slug: 'sound-mixer',
  name: 'Sound Mixer',
  title: 'Sound Mixer: Mix Rain, Ocean, Forest and 11 More Ambient Sounds',
  description:
    'Mix 14 calming sounds, from rain and ocean to violin and crickets, each at its own volume, with a gentle session timer. Free, private, works offline.',
  category: 'Sound & Nature',
  icon: 'sliders',
  gradient: ['dusk', 'ocean'],
  order: 41,
  guide: 'sound-mixer-guide',
});
