import { defineTool } from '../define-tool';

/** The 20-20-20 eye-health timer (docs/tools/eye-health-app.md#screen, #data, #behaviour, #constants). */
export const meta = defineTool({
  slug: 'eye-health-app',
  name: 'Eye Health Timer',
  title: 'Eye Health Timer: The 20-20-20 Rule for Screen Breaks',
  description:
    'Every 20 minutes, look 20 feet away for 20 seconds. A free 20-20-20 timer with a break chime, reminders and a daily history.',
  category: 'Breathing & Focus',
  icon: 'eye',
  gradient: ['ocean', 'sage'],
  order: 24,
  guide: 'eye-health-app-guide',
});
