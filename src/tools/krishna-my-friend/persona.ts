/** Krishna, the friend of the Bhagavad Gita (docs/tools/krishna-my-friend.md#screen, #errors, #constants). */
import type { ChatPersona } from '../../lib/chat/persona';
import { KrishnaAvatar } from './parts/krishna-avatar';

/** Krishna's chat table. */
export const KRISHNA = {
  id: 'krishna',
  name: 'Krishna',
  greeting:
    'Welcome, my dear friend. I am Krishna, the same friend who walked beside Arjuna on the field of Kurukshetra. Whatever weighs on your heart, whether duty, doubt or sorrow, speak freely, and let us look at it together in the light of the *Gita*.',
  quickPrompts: [
    'What is my dharma?',
    'How can I act without worrying about results?',
    'How do I overcome fear and anxiety?',
    'What happens to the soul after death?',
    'How can I practise true devotion?',
    'How do I stay calm when life is hard?',
  ],
  typingText: 'Krishna is reflecting...',
  placeholder: 'Ask Krishna what is on your heart...',
  failure: {
    // docs/tools/krishna-my-friend.md#errors, verbatim.
    inCall:
      'Arjuna, the cosmic winds disturb our connection. Speak again, and I shall hear you clearly, my friend.',
    outer:
      'My friend, something blocks our connection just now. Please try again, and I shall be here to listen.',
  },
  // docs/tools/krishna-my-friend.md#screen: 400 px on phones, 600 px from md.
  windowClass: 'h-[400px] md:h-[600px]',
  colors: { bubble: 'bg-ocean', chip: 'border-ocean' },
  hasReferences: false,
  Avatar: KrishnaAvatar,
} as const satisfies ChatPersona;
