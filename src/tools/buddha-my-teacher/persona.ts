/** The Buddha, a calm teacher (docs/tools/buddha-my-teacher.md#screen, #errors, #constants). */
import type { ChatPersona } from '../../lib/chat/persona';
import { BuddhaAvatar } from './parts/buddha-avatar';

/** The Buddha's chat table. */
export const BUDDHA = {
  id: 'buddha',
  name: 'Buddha',
  greeting:
    'Welcome, dear friend. Sit with me for a moment and let your breath settle. I am here to share what I have seen about *suffering*, its causes and the path that leads to peace. What would you like to explore together?',
  quickPrompts: [
    'How do I let go of suffering?',
    'What is mindfulness?',
    'How can I release attachment?',
    'How do I practise loving-kindness?',
    'How can I calm a restless mind?',
  ],
  typingText: 'Buddha is reflecting...',
  placeholder: 'Ask the Buddha about your path...',
  failure: {
    // docs/tools/buddha-my-teacher.md#errors: mentions 'the winds of impermanence disturb our connection' and asks to try again.
    inCall:
      'Dear friend, the winds of impermanence disturb our connection. Take a slow breath, and please share your question with me again.',
    outer:
      'Dear friend, something blocks our connection just now. Like clouds passing before the moon, it will clear; please try again.',
  },
  // docs/tools/buddha-my-teacher.md#screen: 450 px on phones, 500 px from md.
  windowClass: 'h-[450px] md:h-[500px]',
  colors: { bubble: 'bg-sand', chip: 'border-sand' },
  hasReferences: false,
  Avatar: BuddhaAvatar,
} as const satisfies ChatPersona;
