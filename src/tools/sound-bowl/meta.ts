import { defineTool } from '../define-tool';

/** Singing bowl (docs/tools/sound-bowl.md#screen, #behaviour, #constants). */
export const meta = defineTool({
  slug: 'sound-bowl',
  name: 'Sound Bowl',
  title: 'Singing Bowl Online: Tap to Ring, With Meditation Timers',
  description:
    'Tap a singing bowl and let it ring, or play it through a timed sit of 5 to 60 minutes. Free, private, works offline.',
  category: 'Sound & Nature',
  icon: 'bell',
  gradient: ['dawn', 'sand'],
  order: 40,
  guide: 'sound-bowl-guide',
});
