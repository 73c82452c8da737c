/** Shiva, the great yogi and lord of meditation (docs/tools/shiva-my-god.md#screen, #errors, #constants). */
import { OmMark } from '../../components/chat/om-mark';
import type { ChatPersona } from '../../lib/chat/persona';
import { ShivaAvatar } from './parts/shiva-avatar';

/** Shiva's chat table. */
export const SHIVA = {
  id: 'shiva',
  name: 'Shiva',
  greeting:
    'Om Namah Shivaya. Welcome, seeker. I am Shiva, the stillness beneath all movement. Ask me of *meditation*, of the mind, of karma or of the path within, and let us journey inward together.',
  // docs/tools/shiva-my-god.md#constants: how to meditate properly, overcoming fear, inner peace, karma, the path to
  // enlightenment, anger.
  quickPrompts: [
    'How do I meditate properly?',
    'How can I overcome fear?',
    'How do I find inner peace?',
    'What is karma?',
    'What is the path to enlightenment?',
    'How do I let go of anger?',
  ],
  // docs/tools/shiva-my-god.md#screen, verbatim.
  typingText: 'In deep meditation...',
  placeholder: 'Ask Shiva about your inner journey...',
  failure: {
    // docs/tools/shiva-my-god.md#errors, verbatim: inside the call (with an OM symbol), and the outer failure.
    inCall: 'The cosmic vibrations are disturbed. Center yourself and ask again, dear one.',
    outer: 'The cosmic energies are momentarily disturbed. Still your mind and try again, seeker.',
    InCallMark: OmMark,
  },
  // docs/tools/shiva-my-god.md#screen leaves Shiva's heights unshown; the issue gives him the others' 450 / 500 px.
  windowClass: 'h-[450px] md:h-[500px]',
  colors: { bubble: 'bg-night', chip: 'border-night' },
  hasReferences: false,
  Avatar: ShivaAvatar,
} as const satisfies ChatPersona;
