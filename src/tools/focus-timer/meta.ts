import { defineTool } from '../define-tool';

/** Pomodoro focus timer (docs/tools/focus-timer.md#screen, #data, #behaviour, #constants). */
export const meta = defineTool({
  slug: 'focus-timer',
  name: 'Focus Timer',
  title: 'Focus Timer: Free Pomodoro Timer with Session History',
  description:
    'Work in 25-minute focus sessions with 5-minute breaks and a long break after every fourth. Your history stays in your browser.',
  category: 'Breathing & Focus',
  icon: 'timer',
  gradient: ['sage', 'dawn'],
  order: 23,
  guide: 'focus-timer-guide',
});
