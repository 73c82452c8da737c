import { defineTool } from '../define-tool';

/** Krishna My Friend: a persona chat (docs/tools/krishna-my-friend.md#screen, #behaviour). */
export const meta = defineTool({
  slug: 'krishna-my-friend',
  name: 'Krishna My Friend',
  title: 'Krishna My Friend: Talk with Krishna About Life and the Gita',
  description:
    'Talk with Krishna as a friend: wisdom from the Bhagavad Gita on duty, fear, devotion and peace. For inspiration, not professional advice.',
  category: 'AI Guides',
  icon: 'sparkles',
  gradient: ['ocean', 'sand'],
  order: 70,
  guide: 'krishna-my-friend-guide',
  usesAi: true,
});
