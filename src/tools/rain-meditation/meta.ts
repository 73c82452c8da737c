import { defineTool } from '../define-tool';

/** Rain meditation (docs/tools/rain-meditation.md#screen, #data, #behaviour, #constants). */
export const meta = defineTool({
  slug: 'rain-meditation',
  name: 'Rain Meditation',
  title: 'Rain Meditation: Rain Sounds and Tap-for-Thunder Timer',
  description:
    'Listen to soft rain for 5 to 60 minutes, tap the sky for a raindrop and a roll of thunder, and see your session summary. Free and private.',
  category: 'Sound & Nature',
  icon: 'cloud-rain',
  gradient: ['ocean', 'night'],
  order: 42,
  guide: 'rain-meditation-guide',
});
