/** Jesus of Nazareth, in the spirit of the Gospels (docs/tools/jesus-my-saviour.md#screen, #errors, #constants). */
import type { ChatPersona } from '../../lib/chat/persona';
import { JesusAvatar } from './parts/jesus-avatar';

/** Jesus's chat table. */
export const JESUS = {
  id: 'jesus',
  name: 'Jesus',
  greeting:
    'Peace be with you, my child. Come as you are; you are welcome here. Tell me what is on your heart, and let us seek the Father’s *love* and wisdom together. "Come to me, all you who are weary and burdened, and I will give you rest" [Matthew 11:28].',
  quickPrompts: [
    'How can I find peace in hard times?',
    'How do I forgive someone who hurt me?',
    'How should I pray?',
    'What does it mean to love my neighbour?',
    'How can I stop worrying about tomorrow?',
  ],
  typingText: 'Jesus is listening...',
  placeholder: 'Share what is on your heart...',
  failure: {
    // docs/tools/jesus-my-saviour.md#errors: 'something has interrupted our connection', quoting Matthew 28:20.
    inCall:
      'My child, something has interrupted our connection. Yet remember, "I am with you always, to the very end of the age" [Matthew 28:20]. Please share your heart with me again.',
    // docs/tools/jesus-my-saviour.md#errors: the secondary fallback quotes Hebrews 13:5.
    outer:
      'Beloved, something blocked our connection, but "I will never leave you nor forsake you" [Hebrews 13:5]. Please try again.',
  },
  // docs/tools/jesus-my-saviour.md#screen: 450 px on phones, 500 px from md.
  windowClass: 'h-[450px] md:h-[500px]',
  colors: { bubble: 'bg-dawn', chip: 'border-dawn' },
  // docs/tools/jesus-my-saviour.md#screen: Jesus replies style bracketed references.
  hasReferences: true,
  Avatar: JesusAvatar,
} as const satisfies ChatPersona;
